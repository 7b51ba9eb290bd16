// Every external host the production build talks to, answered on this machine over HTTPS: Google's tag host, GA4's
// collect hosts and EmailJS. Chromium keeps the real host names (its resolver maps them here, and it trusts only this
// run's throwaway certificate), so each stays a separate origin for Lighthouse's network model, its third-party
// summary and the pages' Content-Security-Policy, as in production, and no request leaves the machine.
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import http2, { type Http2ServerRequest, type Http2ServerResponse } from "node:http2"
import type { AddressInfo } from "node:net"
import os from "node:os"
import type { TLSSocket } from "node:tls"
import path from "node:path"
import zlib from "node:zlib"

import { gtagStandIn } from "./gtag-stand-in"

/** The hosts of production's third parties: the tag, GA4's collect endpoints (www and regional) and EmailJS's API. */
export const THIRD_PARTY_HOSTS = [
  "www.googletagmanager.com",
  "www.google-analytics.com",
  "region1.google-analytics.com",
  "region1.analytics.google.com",
  "api.emailjs.com",
]

/** Production's EmailJS origin (src/lib/email-config.ts's default), which the benchmark's build keeps. */
export const EMAILJS_ORIGIN = "https://api.emailjs.com"

export interface RecordedRequest {
  host: string
  method: string
  path: string
  /** The query's fields (and, for a collect POST, those of each line of its body). */
  fields: Array<Record<string, string>>
}

export interface ThirdPartyStandIn {
  port: number
  /** Chromium flags: the hosts resolved to this server, every other name but 127.0.0.1 unresolvable, this certificate trusted. */
  chromeFlags: string[]
  tagRequests: RecordedRequest[]
  hits: RecordedRequest[]
  emailRequests: RecordedRequest[]
  /** Requests for anything else: a sign the page asked a third party for something the benchmark does not know. */
  unexpected: RecordedRequest[]
  close: () => Promise<void>
}

/** A self-signed certificate for the hosts, made with openssl for this run only; PEM texts and the key's SPKI hash. */
export function throwawayCertificate(hosts: ReadonlyArray<string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-tls-"))
  try {
    const key = path.join(dir, "key.pem")
    const cert = path.join(dir, "cert.pem")
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=benchmark third-party stand-in",
        "-addext",
        `subjectAltName=${hosts.map((host) => `DNS:${host}`).join(",")}`,
        "-keyout",
        key,
        "-out",
        cert,
      ],
      { stdio: "ignore" },
    )
    // What --ignore-certificate-errors-spki-list expects: base64 of the SHA-256 of the DER SubjectPublicKeyInfo.
    const spki = execFileSync("sh", [
      "-c",
      `openssl x509 -in "${cert}" -pubkey -noout | openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64`,
    ])
      .toString()
      .trim()
    return { key: readFileSync(key, "utf8"), cert: readFileSync(cert, "utf8"), spki }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const fieldsOf = (search: URLSearchParams) => Object.fromEntries(search)

/** The stand-in's gtag/js as Google serves it: compressed for the browser, cacheable for a quarter of an hour. */
function tagResponse(body: Buffer, acceptEncoding: string) {
  const headers: Record<string, string> = {
    "content-type": "application/javascript; charset=UTF-8",
    "cache-control": "private, max-age=900",
    vary: "Accept-Encoding",
  }
  if (/\bbr\b/.test(acceptEncoding))
    return { headers: { ...headers, "content-encoding": "br" }, body: zlib.brotliCompressSync(body) }
  if (/\bgzip\b/.test(acceptEncoding))
    return { headers: { ...headers, "content-encoding": "gzip" }, body: zlib.gzipSync(body, { level: 9 }) }
  return { headers, body }
}

/** Starts the stand-in on 127.0.0.1 (a free port unless one is given); it records every request it answers. */
export async function startThirdPartyStandIn({ port = 0 } = {}): Promise<ThirdPartyStandIn> {
  const { key, cert, spki } = throwawayCertificate(THIRD_PARTY_HOSTS)
  const tag = Buffer.from(gtagStandIn())
  const encoded = new Map(["br", "gzip", ""].map((encoding) => [encoding, tagResponse(tag, encoding)]))
  const tagRequests: RecordedRequest[] = []
  const hits: RecordedRequest[] = []
  const emailRequests: RecordedRequest[] = []
  const unexpected: RecordedRequest[] = []

  const handle = (req: Http2ServerRequest, res: Http2ServerResponse, body: string) => {
    const host = (req.headers[":authority"] ?? req.headers.host ?? "").replace(/:\d+$/, "")
    const url = new URL(req.url ?? "/", `https://${host}`)
    const record: RecordedRequest = { host, method: req.method ?? "", path: url.pathname, fields: [fieldsOf(url.searchParams)] }
    const cors = { "access-control-allow-origin": String(req.headers.origin ?? "*"), "access-control-allow-credentials": "true" }
    if (host === "www.googletagmanager.com" && url.pathname === "/gtag/js") {
      tagRequests.push(record)
      const accept = String(req.headers["accept-encoding"] ?? "")
      const { headers, body: bytes } = encoded.get(/\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "")!
      res.writeHead(200, headers)
      res.end(bytes)
    } else if (host.endsWith("google-analytics.com") || host.endsWith("analytics.google.com")) {
      if (url.pathname !== "/g/collect") {
        unexpected.push(record)
        res.writeHead(404)
        res.end()
        return
      }
      // A POST may carry several hits, one query string a line; the URL's fields apply to each.
      for (const line of body.split("\n").filter(Boolean))
        record.fields.push({ ...record.fields[0], ...fieldsOf(new URLSearchParams(line)) })
      if (record.fields.length > 1) record.fields.shift()
      hits.push(record)
      res.writeHead(204, cors)
      res.end()
    } else if (host === "api.emailjs.com") {
      const preflight = req.method === "OPTIONS"
      if (!preflight) {
        record.fields = [{ body }]
        emailRequests.push(record)
      }
      res.writeHead(200, {
        ...cors,
        "access-control-allow-methods": "POST",
        "access-control-allow-headers": "content-type",
        "content-type": "text/plain",
      })
      res.end(preflight ? "" : "OK")
    } else {
      unexpected.push(record)
      res.writeHead(404)
      res.end()
    }
  }

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => handle(req, res, Buffer.concat(chunks).toString("utf8")))
  })
  const sockets = new Set<TLSSocket>()
  server.on("secureConnection", (socket: TLSSocket) => {
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve))
  const listening = (server.address() as AddressInfo).port
  const rules = [...THIRD_PARTY_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${listening}`), "EXCLUDE 127.0.0.1", "MAP * ~NOTFOUND"]
  return {
    port: listening,
    chromeFlags: [`--host-resolver-rules=${rules.join(", ")}`, `--ignore-certificate-errors-spki-list=${spki}`],
    tagRequests,
    hits,
    emailRequests,
    unexpected,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Chromium's idle keep-alive connections would hold close() open.
        for (const socket of sockets) socket.destroy()
      }),
  }
}
