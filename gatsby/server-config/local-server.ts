// What `npm start` (scripts/serve.ts) needs to answer as nginx does: the headers file the build writes, read back.
import { readFileSync } from "fs"
import type { IncomingMessage, ServerResponse } from "http"
import path from "path"

import {
  BUILD_FILES,
  cacheControlFor,
  EDITOR_HEADERS,
  FORM_FALLBACK,
  isEditorPath,
  type MovedRoute,
  NOT_ROUTES,
  responseHeaders,
} from "./http-rules"
import { PRECOMPRESSED } from "./precompressed"

export const SITE_HEADERS_FILE = "site-headers.json"

/** deploy/generated/site-headers.json: the headers of the build, as its environment made them. */
export const siteHeadersJson = (preview: boolean): string => `${JSON.stringify(responseHeaders(preview), null, 2)}\n`

export const MOVED_ROUTES_FILE = "moved-routes.json"

/** deploy/generated/moved-routes.json: the addresses the build's pages had before, each with its address now. */
export const movedRoutesJson = (moved: ReadonlyArray<MovedRoute>): string => `${JSON.stringify(moved, null, 2)}\n`

/** Where a request path has moved to, as nginx answers it with a 301, from the file the build wrote into `generatedDir`. */
export function movedRoutes(generatedDir: string): (pathname: string) => string | undefined {
  const moved = new Map(
    (JSON.parse(readFileSync(path.join(generatedDir, MOVED_ROUTES_FILE), "utf8")) as MovedRoute[]).map(({ from, to }) => [
      from,
      to,
    ]),
  )
  return (pathname) => moved.get(pathname)
}

/** The headers of a response to `pathname`, as nginx sends them, from the file the build wrote into `generatedDir`. */
export function siteHeaders(generatedDir: string): (pathname: string) => Record<string, string> {
  const headers = JSON.parse(readFileSync(path.join(generatedDir, SITE_HEADERS_FILE), "utf8")) as Record<string, string>
  return (pathname) => ({
    ...headers,
    ...(isEditorPath(pathname) ? EDITOR_HEADERS : {}),
    "Cache-Control": cacheControlFor(pathname),
  })
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * The path and the query of a request target as sent: `new URL` would read "//x" as a host and "\\" as a slash.
 */
export function requestTarget(url = "/"): { pathname: string; search: string } {
  const query = url.indexOf("?")
  return query === -1 ? { pathname: url, search: "" } : { pathname: url.slice(0, query), search: url.slice(query) }
}

/**
 * Wraps a static-file middleware so that the files that are no routes, the build files no page loads, and the
 * build's compressed copies asked for by name, are unknown paths to it (it calls next), as in nginx.
 */
export const hidingNonRoutes =
  (serve: Middleware): Middleware =>
  (req, res, next) => {
    const { pathname: raw } = requestTarget(req.url)
    // The static-file middleware decodes the path ("/chunk-map%2Ejson" is the file): so does the test.
    let pathname = raw
    try {
      pathname = decodeURIComponent(raw)
    } catch {
      // A malformed escape names no file.
    }
    return NOT_ROUTES.test(pathname) || BUILD_FILES.test(pathname) || PRECOMPRESSED.test(pathname)
      ? next()
      : serve(req, res, next)
  }

/**
 * Answers the lead form's native POST as nginx does (http-rules.ts): 303 to the page that says the message was not
 * sent, the body drained unread. True when the request was that POST.
 */
export function answeredFormFallback(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== FORM_FALLBACK.method || !(FORM_FALLBACK.paths as readonly string[]).includes(pathname)) return false
  req.resume()
  res.writeHead(FORM_FALLBACK.status, { Location: pathname })
  res.end()
  return true
}
