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
  /**
   * With `hold`, answers the sends received so far, and every later one at once. A test that checks what the page
   * shows while a send is on its way calls it once it has seen that, never after a pause it hopes is long enough.
   */
  release: () => void
  /** Releases what is held and stops listening. */
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
 * the port, this one waits for it rather than failing. With `hold`, a send is recorded at once and answered only when
 * the test calls release(): a delay would be overtaken on a busy machine (issue 61: "sends a valid lead once" saw the
 * answer to a 400 ms delay before the busy button).
 */
export async function startFakeEmailJs(answer: { status: number; text: string; hold?: boolean }): Promise<FakeEmailJs> {
  const requests: FakeEmailJs["requests"] = []
  const marks: string[] = []
  let release = () => undefined as void
  const released = answer.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve()
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
      void released.then(() => {
        res.writeHead(answer.status, { ...cors, "Content-Type": "text/plain" })
        res.end(answer.text)
      })
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
  // A held answer keeps its connection open, and server.close() waits for every open one: released first.
  const close = () => {
    release()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { server, requests, marks, release: () => release(), close }
}

const SETTLE_MARK = "test-settled"

/** Settles everything the page has posted to the fake so far (settleThrough); a check reads `requests` after this. */
export const settled = (page: Page, fake: FakeEmailJs): Promise<void> =>
  settleThrough(page, (mark) => `${env.build.GATSBY_EMAILJS_ORIGIN}/?${SETTLE_MARK}=${mark}`, fake.marks, "the fake EmailJS")
