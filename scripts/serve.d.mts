import type { IncomingMessage, Server, ServerResponse } from "node:http"

export interface Lead {
  from_name: string
  from_email: string
  phone_number: string
  message: string
  to_email: string
}

export const EMAIL_SEND_PATH: string
export const DEFAULT_INBOX: string
export function parseLeadRequest(text: string): Lead | null
export function createSiteHandler(options?: { dir?: string; inbox?: string }): (req: IncomingMessage, res: ServerResponse) => void
export function startSiteServer(options?: { port?: number; host?: string; dir?: string; inbox?: string }): Promise<Server>
export function inboxFromEnv(env?: Record<string, string | undefined>): string | undefined
