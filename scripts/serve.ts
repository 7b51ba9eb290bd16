// Serves the built site (public/) the way production does: routes without trailing slashes, 404 page with status 404,
// text sent as the build's .br or .gz copy as nginx does (deploy/nginx.conf), gzip on the fly for what has none.
// With no EmailJS keys, it also stands in for EmailJS: the lead form posts to this origin and each lead lands in a
// local inbox file, so a fresh clone's form works end to end without a third-party account.
import { readFileSync } from "node:fs"
import { appendFile, mkdir } from "node:fs/promises"
import http, { type IncomingMessage, type Server, type ServerResponse } from "node:http"
import path from "node:path"

import compression from "compression"
import sirv from "sirv"

import { canonicalPath, notFoundPageFor } from "../gatsby/server-config/http-rules"
import {
  answeredFormFallback,
  hidingNonRoutes,
  movedRoutes,
  requestTarget,
  siteHeaders,
} from "../gatsby/server-config/local-server"

// Also loaded by jest's global setup through Babel (CommonJS), so no import.meta and no top-level await here.
const root = path.resolve(__dirname, "..")

/** The path @emailjs/browser's `send` posts to. */
export const EMAIL_SEND_PATH = "/api/v1.0/email/send"
export const DEFAULT_INBOX = path.join(root, ".inbox", "leads.jsonl")
const TEMPLATE_FIELDS = ["from_name", "from_email", "phone_number", "message", "to_email"]
const ID_FIELDS = ["user_id", "service_id", "template_id"]
const MAX_BODY_BYTES = 64 * 1024

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

export interface Lead {
  from_name: string
  from_email: string
  phone_number: string
  message: string
  to_email: string
}

/** The lead in a request body shaped like EmailJS's `send` (JSON), or null when the body has any other shape. */
export function parseLeadRequest(text: string): Lead | null {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (!isPlainObject(body)) return null
  const allowed = new Set(["lib_version", ...ID_FIELDS, "template_params"])
  if (Object.keys(body).some((key) => !allowed.has(key))) return null
  if (body.lib_version !== undefined && typeof body.lib_version !== "string") return null
  if (!ID_FIELDS.every((key) => typeof body[key] === "string" && body[key] !== "")) return null
  const params = body.template_params
  if (!isPlainObject(params) || Object.keys(params).length !== TEMPLATE_FIELDS.length) return null
  if (!TEMPLATE_FIELDS.every((key) => typeof params[key] === "string")) return null
  return Object.fromEntries(TEMPLATE_FIELDS.map((key) => [key, params[key]])) as unknown as Lead
}

/** The request body as text, or null when it is larger than any lead can be. */
const readBody = (req: IncomingMessage) =>
  new Promise<string | null>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

const reply = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
  res.end(text)
}

/** Answers EmailJS's send: a well-formed lead is appended to `inbox` as one JSON line, and "OK" as EmailJS would. */
function createInboxHandler(inbox: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const text = await readBody(req)
    const lead = text === null ? null : parseLeadRequest(text)
    if (!lead) return reply(res, 400, "Bad Request: expected the JSON body of EmailJS's send")
    try {
      await mkdir(path.dirname(inbox), { recursive: true })
      await appendFile(inbox, `${JSON.stringify({ received_at: new Date().toISOString(), ...lead })}\n`, {
        mode: 0o600,
      })
    } catch (error) {
      console.error(`Could not write the lead to ${inbox}:`, error)
      return reply(res, 500, "Internal Server Error")
    }
    reply(res, 200, "OK")
  }
}

/**
 * A request handler for a built site in `dir`; with `inbox` (a file path), it also answers EmailJS's send.
 * `notFoundStatus` is the status the not-found page goes out with: 404, except for the benchmark (Lighthouse will not
 * audit a page that comes with 404).
 */
export interface SiteOptions {
  dir?: string
  inbox?: string
  notFoundStatus?: number
}

export function createSiteHandler({ dir = path.join(root, "public"), inbox, notFoundStatus = 404 }: SiteOptions = {}) {
  // sirv picks file.br, then file.gz, then file by the request's Accept-Encoding, and says so in Vary.
  const assets = hidingNonRoutes(sirv(dir, { extensions: ["html"], etag: true, dev: false, gzip: true, brotli: true }))
  // an unknown /fr/... path gets the French not-found page (gatsby/server-config/http-rules.ts)
  const notFoundPage = (pathname: string) => readFileSync(path.join(dir, notFoundPageFor(pathname)))
  const receiveLead = inbox ? createInboxHandler(inbox) : undefined
  // The production headers (gatsby/server-config/) on every response, the 301 and the 404 included.
  const generated = path.join(root, "deploy", "generated")
  const headersFor = siteHeaders(generated)
  const movedTo = movedRoutes(generated)
  // compression works on Node's own request and response; its types name Express's, which add nothing it uses. It
  // leaves alone what sirv already sends encoded.
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void
  return (req: IncomingMessage, res: ServerResponse) =>
    compress(req, res, () => {
      const url = requestTarget(req.url)
      for (const [name, value] of Object.entries(headersFor(url.pathname))) res.setHeader(name, value)
      if (receiveLead && req.method === "POST" && url.pathname === EMAIL_SEND_PATH) {
        receiveLead(req, res)
        return
      }
      if (answeredFormFallback(req, res, url.pathname)) return
      // One URL per page: "/x/", "/x/index.html" and "//x" answer 301 to "/x", as in nginx.
      const canonical = canonicalPath(url.pathname)
      if (canonical) {
        res.writeHead(301, { Location: canonical + url.search })
        res.end()
        return
      }
      // An address a page had before (a French entry page's English web address): 301 to where it is now, as in nginx.
      const moved = movedTo(url.pathname)
      if (moved) {
        res.writeHead(301, { Location: moved + url.search })
        res.end()
        return
      }
      assets(req, res, () => {
        // the not-found page is no part of the editor, wherever it answers (nginx and Netlify serve it as /404.html)
        for (const [name, value] of Object.entries(headersFor("/404.html"))) res.setHeader(name, value)
        res.writeHead(notFoundStatus, { "Content-Type": "text/html; charset=utf-8" })
        res.end(req.method === "HEAD" ? undefined : notFoundPage(url.pathname))
      })
    })
}

export function startSiteServer({
  port = 9000,
  host = "127.0.0.1",
  ...site
}: SiteOptions & { port?: number; host?: string } = {}): Promise<Server> {
  const server = http.createServer(createSiteHandler(site))
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => resolve(server))
  })
}

/** The inbox `npm start` uses: none when the build talks to EmailJS (the same keys are in the build's environment). */
export function inboxFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): string | undefined {
  const keyed = ["GATSBY_EMAILJS_PUBLIC_KEY", "GATSBY_EMAILJS_SERVICE_ID", "GATSBY_EMAILJS_TEMPLATE_ID"].some((key) => env[key])
  return keyed ? undefined : path.resolve(env.LEADS_INBOX || DEFAULT_INBOX)
}

if (require.main === module) {
  const port = Number(process.env.PORT || 9000)
  const inbox = inboxFromEnv()
  startSiteServer({ port, host: process.env.HOST || "127.0.0.1", inbox }).then(() => {
    console.log(`Lakeshore Virtual Clinic is running on http://localhost:${port}`)
    console.log(
      inbox
        ? `No EmailJS keys set: leads from the contact form are appended to ${inbox}`
        : "EmailJS keys set: leads from the contact form go to EmailJS",
    )
  })
}
