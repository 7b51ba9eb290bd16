import type { IncomingMessage, Server, ServerResponse } from "node:http"

export function createSiteHandler(options?: { dir?: string }): (req: IncomingMessage, res: ServerResponse) => void
export function startSiteServer(options?: { port?: number; host?: string; dir?: string }): Promise<Server>
