import http, { type IncomingMessage, type ServerResponse } from "http"
import type { AddressInfo } from "net"
import zlib from "zlib"

import { GTAG_SCRIPT_PREFIX, isSiteScript, type PageOptions } from "./suite-page"
import { CONSENT_STORAGE_KEY } from "../../../src/lib/analytics-consent"
import { acceptedEarlier } from "./browser"

/**
 * The one way a WebKit test page reaches anything: MiniBrowser sends every request (127.0.0.1 and https included) to
 * this proxy, which passes those to 127.0.0.1 through and refuses the rest. Classic WebDriver has no request
 * interception and no console log, so the proxy also puts a small same-origin script first in every page it serves
 * (PROBE below, allowed by the pages' `script-src 'self'`), and that script reports the page's console errors and
 * uncaught errors back to it. A page that does not run the probe was not served through the proxy (webkit.ts checks).
 */

export const PROBE_PATH = "/__webkit-suite/probe.js"
const REPORT_PATH = "/__webkit-suite/problem"

/** The host of Google's tag, which every page starts once it has loaded; the other engines answer it with an empty stub. */
const GTAG_HOST = new URL(GTAG_SCRIPT_PREFIX).host

/**
 * Runs first in every page, before the page's own scripts: reports console.error calls, uncaught exceptions and
 * rejections, elements that failed to load and Content-Security-Policy violations with a synchronous request, so a
 * problem is on record before the call that logged it returns, until the page is left. Plain ES5 text, sent as it is.
 */
const PROBE = `(function () {
  var leaving = false;
  function report(kind, text, url) {
    if (leaving) return;
    try {
      var request = new XMLHttpRequest();
      request.open("POST", ${JSON.stringify(REPORT_PATH)}, false);
      request.setRequestHeader("Content-Type", "application/json");
      request.send(JSON.stringify({ kind: kind, text: String(text), url: url || "" }));
    } catch (error) {}
  }
  function describe(value) {
    if (value instanceof Error) return value.name + ": " + value.message;
    if (typeof value === "object" && value !== null) try { return JSON.stringify(value); } catch (error) {}
    return String(value);
  }
  var error = console.error;
  console.error = function () {
    report("error", Array.prototype.map.call(arguments, describe).join(" "));
    return error.apply(console, arguments);
  };
  window.addEventListener("error", function (event) {
    var target = event.target;
    if (target && target !== window && (target.src || target.href)) {
      report("resource", "failed to load " + (target.src || target.href), target.src || target.href);
    } else {
      report("pageerror", event.error ? describe(event.error) : event.message);
    }
  }, true);
  window.addEventListener("unhandledrejection", function (event) {
    report("pageerror", "unhandled rejection: " + describe(event.reason));
  });
  document.addEventListener("securitypolicyviolation", function (event) {
    report("error", "refused by the Content-Security-Policy (" + event.violatedDirective + "): " + event.blockedURI);
  });
  // Once a navigation away has begun (beforeunload), WebKit stops the loads the page still had going (its scripts,
  // Gatsby's data) while the page stays until the next one arrives, and the page logs their failure: errors of a page
  // being left, not of one being used (Chromium stops such loads only once the page is gone, and never shows them).
  window.addEventListener("beforeunload", function () { leaving = true; });
  window.addEventListener("pagehide", function () { leaving = true; });
  window.addEventListener("pageshow", function () { leaving = false; });
  window.__webkitSuiteProbe = true;
})();`

const PROBE_TAG = `<script src="${PROBE_PATH}"></script>`
const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i

/** The page with the probe first in its head, after its Content-Security-Policy, so the policy applies to it too. */
export const withProbe = (html: string): string => {
  const anchor = POLICY_META.exec(html) ?? /<head(?:\s[^>]*)?>/i.exec(html)
  if (!anchor) return PROBE_TAG + html
  const at = anchor.index + anchor[0].length
  return html.slice(0, at) + PROBE_TAG + html.slice(at)
}

const decoded = (body: Buffer, encoding: string | undefined): Buffer =>
  encoding === "br"
    ? zlib.brotliDecompressSync(body)
    : encoding === "gzip"
      ? zlib.gunzipSync(body)
      : encoding === "deflate"
        ? zlib.inflateSync(body)
        : body

const readAll = (stream: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("end", () => resolve(Buffer.concat(chunks)))
    stream.on("error", reject)
  })

/** Headers that belong to one connection, not to the request or response passed on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "proxy-authorization", "te", "trailer", "upgrade"]
const withoutHopByHop = <T extends Record<string, unknown>>(headers: T): T =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.includes(name.toLowerCase()))) as T

export interface PageProxy {
  port: number
  /** Console errors, uncaught errors and failed loads of the pages served, and every refused request but Google's tag. */
  problems: string[]
  /** Lets the site's scripts held back (PageOptions.holdSiteScripts) through. */
  releaseSiteScripts: () => void
  close: () => Promise<void>
}

/**
 * The probe's first act for a visitor who accepted analytics on an earlier visit: the other engines' own page script
 * (browser.ts acceptedEarlier), sent as text the way they send it, before the page's inline analytics queue reads it.
 */
const acceptedEarlierScript = `(${acceptedEarlier.toString()})(${JSON.stringify(CONSENT_STORAGE_KEY)});\n`

export async function startPageProxy({
  undecided = false,
  blockSiteScripts = false,
  holdSiteScripts = false,
}: PageOptions = {}): Promise<PageProxy> {
  let releaseSiteScripts = () => {}
  const siteScriptsReleased = holdSiteScripts ? new Promise<void>((resolve) => (releaseSiteScripts = resolve)) : Promise.resolve()
  const problems: string[] = []

  /** Refuses a request not to 127.0.0.1 (host:port for https), a problem unless it is Google's tag. */
  const refuse = (what: string, host: string) => {
    if (host !== GTAG_HOST) problems.push(`request to the internet refused: ${what}`)
  }

  const serveOwn = async (req: IncomingMessage, res: ServerResponse, target: URL) => {
    if (target.pathname === PROBE_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" })
      res.end(undecided ? PROBE : acceptedEarlierScript + PROBE)
      return
    }
    const { kind, text, url } = JSON.parse((await readAll(req)).toString("utf8")) as Record<string, string>
    // Google's tag does not load (refused, like any request to the internet), where the other engines answer it with an
    // empty script: its failure is expected.
    if (!(kind === "resource" && url.startsWith(GTAG_SCRIPT_PREFIX))) problems.push(`${kind}: ${text}`)
    res.writeHead(204)
    res.end()
  }

  /** Says that the proxy itself failed at something, as a problem of the page, and answers 502. */
  const failed = (res: ServerResponse, what: string) => (error: Error) => {
    problems.push(`test proxy: ${what}: ${error.message}`)
    if (!res.headersSent) res.writeHead(502)
    res.end()
  }

  const forward = (req: IncomingMessage, res: ServerResponse, target: URL) => {
    const upstream = http.request(target, { method: req.method, headers: withoutHopByHop(req.headers) }, (answer) => {
      const status = answer.statusCode ?? 502
      if (status >= 400) problems.push(`failed to load ${target.href}: status ${status}`)
      const headers = withoutHopByHop(answer.headers)
      if (!String(answer.headers["content-type"]).startsWith("text/html")) {
        res.writeHead(status, headers)
        answer.pipe(res)
        return
      }
      readAll(answer)
        .then((body) => {
          const html = Buffer.from(withProbe(decoded(body, answer.headers["content-encoding"]).toString("utf8")))
          // The page as served here is not the file the server's validators describe.
          for (const name of ["content-encoding", "content-length", "etag", "last-modified"]) delete headers[name]
          res.writeHead(status, { ...headers, "content-length": html.length })
          res.end(html)
        })
        .catch(failed(res, `putting the probe in ${target.href}`))
    })
    upstream.on("error", failed(res, `loading ${target.href}`))
    req.pipe(upstream)
  }

  // A connection the browser drops (a page closed mid-load) is no problem of the page's, and must not throw in the test.
  const dropped = () => undefined
  const server = http.createServer((req, res) => {
    req.on("error", dropped)
    res.on("error", dropped)
    let target: URL
    try {
      // A proxy is asked for absolute URLs.
      target = new URL(req.url ?? "")
    } catch {
      res.writeHead(400)
      res.end()
      return
    }
    if (target.protocol !== "http:" || target.hostname !== "127.0.0.1") {
      refuse(target.href, target.host)
      res.writeHead(403)
      res.end()
    } else if (target.pathname === PROBE_PATH || target.pathname === REPORT_PATH) {
      serveOwn(req, res, target).catch(failed(res, `answering ${target.pathname}`))
    } else if (isSiteScript(target.href) && blockSiteScripts) {
      // As a dropped connection: no answer at all.
      req.socket.destroy()
    } else if (isSiteScript(target.href)) {
      void siteScriptsReleased.then(() => forward(req, res, target))
    } else {
      forward(req, res, target)
    }
  })
  // https, through CONNECT: never to the internet.
  server.on("clientError", (_error, socket) => socket.destroy())
  server.on("connect", (req: IncomingMessage, socket) => {
    socket.on("error", dropped)
    const host = req.url ?? ""
    refuse(host, host.replace(/:443$/, ""))
    socket.end("HTTP/1.1 403 Forbidden\r\n\r\n")
  })
  server.on("upgrade", (req: IncomingMessage, socket) => {
    socket.on("error", dropped)
    refuse(req.url ?? "", "")
    socket.destroy()
  })

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    problems,
    releaseSiteScripts: () => releaseSiteScripts(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
