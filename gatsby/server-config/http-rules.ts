// The production HTTP rules every server follows (nginx, the managed host, `npm start`): headers, caching, non-routes.
import { LEAD_FORM_FALLBACK_PATH } from "../../src/lib/site-routes"
import { routeIn } from "../../src/lib/language"

export const ONE_YEAR = "public, max-age=31536000, immutable"
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** Sent with every response, whatever its status. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // preload: both redirects exist (port 80 → HTTPS on the same host, the other name → the canonical host), as the
  // browsers' preload list asks; see docs/security.md before submitting the domain.
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  // No other site's window keeps a handle on ours (window.opener, the tab a link opened), and no other site embeds our
  // files in its pages: the site opens its external links without an opener and links no file of its own elsewhere.
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
}

/**
 * What a `<meta http-equiv>` policy cannot set, or what holds for every response, is the header's; what a page may
 * load and run is its own (gatsby/post-build/page-policy.ts).
 */
export const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

/** A preview build (not launch-ready: gatsby/checks/launch-check.ts) asks search engines to keep every answer out. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = { "X-Robots-Tag": "noindex" }

/** Every response's headers but Cache-Control; `preview` for a build `npm run check:launch` does not call ready. */
export const responseHeaders = (preview: boolean): Record<string, string> => ({
  "Content-Security-Policy": HEADER_POLICY,
  ...SECURITY_HEADERS,
  ...(preview ? PREVIEW_HEADERS : {}),
})

export interface CacheRule {
  pattern: RegExp
  value: string
}

/**
 * Gatsby's caching rules, first match wins; anything else (HTML, page-data, app-data.json, files copied from static/)
 * is revalidated on every request. Webpack's bundles carry a 20-hex content hash in their name, so they never change.
 */
export const CACHE_RULES: ReadonlyArray<CacheRule> = [
  { pattern: /^\/sw\.js$/, value: "no-cache" },
  { pattern: /^\/static\//, value: ONE_YEAR },
  { pattern: /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/, value: ONE_YEAR },
]

export const cacheControlFor = (pathname: string): string =>
  CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.value ?? REVALIDATE

/** Files in public/ that are no pages: the not-found pages themselves and the managed host's configuration. */
export const NOT_ROUTES = /^\/(?:(?:fr\/)?404(?:\.html|\/index\.html)?|_headers|_redirects)$/

/** The body of a 404, by the language of the path asked for: the French not-found page for an unknown /fr/... path. */
export const NOT_FOUND_PAGES = { en: "/404.html", fr: "/fr/404.html" } as const

/** The paths under a prefix whose 404 shows another page than the English one (nginx's map, Netlify's rules, `npm start`). */
export const NOT_FOUND_PREFIXES: ReadonlyArray<{ prefix: string; page: string }> = [{ prefix: "/fr", page: NOT_FOUND_PAGES.fr }]

export const notFoundPageFor = (pathname: string): string =>
  NOT_FOUND_PREFIXES.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.page ?? NOT_FOUND_PAGES.en

// One URL per page, nothing internal served (issue 18.4).

/**
 * Files the build leaves in public/ that no page loads: webpack's stats and chunk map, the bundles' license notes,
 * Gatsby's slice partials (already stitched into every page) and source maps. They tell an attacker the exact
 * versions of every package, so every server answers them as unknown paths (404).
 */
export const BUILD_FILES = /^\/(?:webpack\.stats\.json|chunk-map\.json|_gatsby\/slices\/.*|.*\.LICENSE\.txt|.*\.map)$/

/**
 * The one URL of a request path, or null when it already is one: doubled slashes merged, no `index.html`, no trailing
 * slash ("//x/index.html" → "/x"). Never a path that a browser would read as another host ("//host", "/\\host"):
 * such a path gets no redirect, and then a 404.
 */
export function canonicalPath(pathname: string): string | null {
  const canonical = pathname
    .replace(/\/{2,}/g, "/")
    .replace(/\/index\.html$/, "/")
    .replace(/(.)\/$/, "$1")
  if (canonical === pathname || /^\/[/\\]/.test(canonical)) return null
  return canonical
}

/**
 * The site's other name, which only redirects to the canonical host: the bare domain for a `www.` site, else the
 * `www.` name.
 */
export const otherHostName = (siteUrl: string): string => {
  const host = new URL(siteUrl).hostname
  return host.startsWith("www.") ? host.slice("www.".length) : `www.${host}`
}

/** The host names a server answers to: the site's, and loopback for local runs. */
export const hostNames = (siteUrl: string): string[] => [new URL(siteUrl).hostname, "localhost", "127.0.0.1"]

/**
 * The one POST the site answers: the lead form submitted natively, without its scripts (JavaScript off or not loaded),
 * posts to the page that says the message was not sent, in the form's language, and gets a 303 to that page (a GET:
 * reloading it posts nothing again). The body is never read into anything, and never logged.
 */
export const FORM_FALLBACK = {
  method: "POST",
  paths: [LEAD_FORM_FALLBACK_PATH, routeIn(LEAD_FORM_FALLBACK_PATH, "fr")],
  status: 303,
} as const

/** An address a page had before, and its address now: every server answers the old one with a 301 (query kept). */
export interface MovedRoute {
  from: string
  to: string
}

/** The content editor's page (Decap CMS, gatsby/node/cms.ts): an app of its own, not a page of the site. */
export const EDITOR_PATH = "/admin"

/** The editor's page and its files (/admin, /admin/, /admin/cms.js). */
export const isEditorPath = (pathname: string): boolean => pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`)

/**
 * What the editor's answers send instead: the GitHub backend signs an editor in through a popup (GitHub, or the OAuth
 * provider) that posts the token back to the window that opened it, which `same-origin` cuts off; the editor still
 * keeps every other site's window from holding a handle on it.
 */
export const EDITOR_HEADERS: Readonly<Record<string, string>> = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" }

/** Every header of an answer to `pathname` but Cache-Control: the editor's own where they differ. */
export const headersFor = (pathname: string, preview: boolean): Record<string, string> => ({
  ...responseHeaders(preview),
  ...(isEditorPath(pathname) ? EDITOR_HEADERS : {}),
})

/**
 * The editor's own policy, set on its page alone (a meta tag its build writes; the header policy above holds too). Decap
 * needs what no public page gets: eval (it compiles its config schema with ajv), inline styles (emotion), images from
 * blob: and data: (media previews), its backends' APIs (GitHub's, or decap-server on this machine for `npm run cms`),
 * and fetch() of blob: URLs: an uploaded image is read back from its blob: URL when the entry is saved and when the
 * local backup of unsaved work is written, and both failed with "Failed to fetch" without it.
 */
export const editorPolicy = (localBackendUrl: string): string =>
  [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src 'self' blob: ${new URL(localBackendUrl).origin} https://api.github.com`,
    "frame-src 'self' blob:",
    "object-src 'none'",
  ].join("; ")
