import http, { type Server } from "http"
import type { Page } from "playwright-core"

import { settleThrough } from "./settle"
import env from "./test-env.json"

/** The fake EmailJS of the test build (GATSBY_EMAILJS_ORIGIN): records what the page posts and answers as told. */
export interface FakeEmailJs {
  server: Server
  requests: Array<{ contentType?: string; body: string }>
  /** The marks settled() sent from the page, kept out of `requests`. */
  marks: string[]
  close: () => Promise<void>
}

const listen = (server: Server) =>
  new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      server.off("listening", onListening)
      reject(error)
    }
    const onListening = () => {
      server.off("error", onError)
      resolve()
    }
    server.once("error", onError).once("listening", onListening).listen(env.emailPort, "127.0.0.1")
  })

/**
 * The build posts to one fixed port, so test files running side by side take turns: while another file's fake holds
 * the port, this one waits for it rather than failing.
 */
export async function startFakeEmailJs(answer: { status: number; text: string; delayMs?: number }): Promise<FakeEmailJs> {
  const requests: FakeEmailJs["requests"] = []
  const marks: string[] = []
  const server = http.createServer((req, res) => {
    const mark = new URL(req.url ?? "/", "http://fake").searchParams.get(SETTLE_MARK)
    if (mark) {
      marks.push(mark)
      res.writeHead(204, { "Access-Control-Allow-Origin": "*" })
      res.end()
      return
    }
    // The page is on another port, and posts JSON: the browser asks first (CORS preflight).
    const cors = {
      "Access-Control-Allow-Origin": req.headers.origin ?? "*",
      "Access-Control-Allow-Headers": "Content-Type",
      "Access-Control-Allow-Methods": "POST",
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors)
      res.end()
      return
    }
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => {
      requests.push({ contentType: req.headers["content-type"], body: Buffer.concat(chunks).toString("utf8") })
      setTimeout(() => {
        res.writeHead(answer.status, { ...cors, "Content-Type": "text/plain" })
        res.end(answer.text)
      }, answer.delayMs ?? 0)
    })
  })
  const giveUpAt = Date.now() + 60_000
  for (;;) {
    try {
      await listen(server)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || Date.now() > giveUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return { server, requests, marks, close }
}

const SETTLE_MARK = "test-settled"

/** Settles everything the page has posted to the fake so far (settleThrough); a check reads `requests` after this. */
export const settled = (page: Page, fake: FakeEmailJs): Promise<void> =>
  settleThrough(page, (mark) => `${env.build.GATSBY_EMAILJS_ORIGIN}/?${SETTLE_MARK}=${mark}`, fake.marks, "the fake EmailJS")
