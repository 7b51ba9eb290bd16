// The one source of the production HTTP layer: security headers, the Content-Security-Policy, cache rules and routes.
// After each build it writes each page's own policy into the page, and the pieces every server reads, so nginx, the
// managed host and `npm start` cannot drift: deploy/generated/*.conf (nginx), public/_headers and public/_redirects
// (Netlify format), and deploy/generated/site-headers.json (scripts/serve.mjs, through siteHeaders()).
import { createHash } from "node:crypto"
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import path from "node:path"
import yaml from "js-yaml"

const ONE_YEAR = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

/** Sent with every response, whatever its status. */
const SECURITY_HEADERS = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}

/**
 * Gatsby's caching rules, first match wins; anything else (HTML, page-data, app-data.json, files copied from static/)
 * is revalidated on every request. Webpack's bundles carry a 20-hex content hash in their name, so they never change.
 */
const CACHE_RULES = [
  { pattern: /^\/sw\.js$/, value: "no-cache" },
  { pattern: /^\/static\//, value: ONE_YEAR },
  { pattern: /^\/[^/]+[-.][0-9a-f]{20}\.(?:js|css)$/, value: ONE_YEAR },
]

/** Files in public/ that are no pages: the not-found page itself and the managed host's configuration. */
const NOT_ROUTES = /^\/(?:404(?:\.html|\/index\.html)?|_headers|_redirects)$/

/** Wraps a static-file middleware so that NOT_ROUTES are unknown paths to it (it calls next), as in nginx. */
export const hidingNonRoutes = (serve) => (req, res, next) =>
  NOT_ROUTES.test(new URL(req.url ?? "/", "http://localhost").pathname) ? next() : serve(req, res, next)

const cacheControlFor = (pathname) => CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.value ?? REVALIDATE

// Google's CSP guide for GA4 (https://developers.google.com/tag-platform/security/guides/csp), without Google Signals.
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
}

/**
 * The Content-Security-Policy comes in two parts. What a page may load and run is the page's own, in a
 * `<meta http-equiv>` opening its <head>: script-src names by hash only that page's inline scripts, so the policy stays
 * a few hundred bytes however many pages the site has. (One header listing every page's hashes was 3 KB on every
 * response, which pushed the pages past the first TCP round trip.) What a meta element cannot set, or what holds for
 * every response, is the header's.
 */
const HEADER_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

/**
 * A page's policy allows exactly what it uses: itself, its inline scripts (by hash), Google Analytics only when a
 * measurement id was built in, the EmailJS API, and the verification seal's image host. Styles may be inline:
 * styled-components injects <style> tags at runtime and gatsby-plugin-image writes style attributes.
 * The portal is only linked, and CSP does not restrict navigations.
 */
function pagePolicy({ scriptHashes, analytics, emailOrigin, imageOrigins }) {
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], img: [], connect: [] }
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...ga.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...ga.img, ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", emailOrigin, ...ga.connect],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ")
}

const walk = (dir, prefix = "") =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name), `${prefix}/${entry.name}`) : [`${prefix}/${entry.name}`],
  )

// Script elements the browser executes: no type, a JavaScript type or a module (JSON-LD is data, not code).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /\stype=["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i

/** sha256 sources of the distinct inline scripts of one page. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(attributes) || body.length === 0) continue
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
  }
  return [...hashes].sort()
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/
const escapeAttribute = (value) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/**
 * The page with `policy` in a meta element right after its charset, before anything it could apply to; a policy
 * already there (a page an incremental build left as it was) is replaced, not doubled.
 */
export function withPolicyMeta(html, policy) {
  const page = html.replace(POLICY_META, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const anchor = /<meta charset=[^>]*>/i.exec(page) ?? /<head(?:\s[^>]*)?>/i.exec(page)
  if (!anchor) throw new Error("A page without <head> cannot carry its Content-Security-Policy")
  const at = anchor.index + anchor[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

/** The page routes of a build: every x/index.html is served at /x, without a trailing slash. */
export const pageRoutes = (publicDir) =>
  walk(publicDir)
    .filter((file) => file.endsWith("/index.html") && file !== "/404/index.html")
    .map((file) => file.slice(0, -"/index.html".length) || "/")
    .sort()

const originOf = (url) => (/^https?:\/\//.test(url ?? "") ? new URL(url).origin : undefined)

/** The policy of a build, from the environment the site was built with; it answers to siteUrl's host name. */
function sitePolicy({ env, siteUrl, sealImage }) {
  const sources = {
    analytics: Boolean(env.GATSBY_GA_MEASUREMENT_ID),
    emailOrigin: originOf(env.GATSBY_EMAILJS_ORIGIN) ?? "https://api.emailjs.com",
    imageOrigins: [originOf(sealImage)].filter(Boolean),
  }
  return {
    headers: { "Content-Security-Policy": HEADER_POLICY, ...SECURITY_HEADERS },
    hostNames: [new URL(siteUrl).hostname, "localhost", "127.0.0.1"],
    pagePolicy: (html) => pagePolicy({ scriptHashes: inlineScriptHashes(html), ...sources }),
  }
}

/** Every page of the build (not Gatsby's partials under _gatsby/, already stitched into them) carries its policy. */
function writePagePolicies(publicDir, policy) {
  for (const file of walk(publicDir).filter((name) => name.endsWith(".html") && !name.startsWith("/_gatsby/"))) {
    const html = readFileSync(path.join(publicDir, file), "utf8")
    const sealed = withPolicyMeta(html, policy.pagePolicy(html))
    if (sealed !== html) writeFileSync(path.join(publicDir, file), sealed)
  }
}

const quote = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`

/**
 * nginx: a map at http level (cache rules); at server level the accepted host names, add_header lines (every header,
 * on every status) and the files that are no routes.
 */
const nginxIncludes = ({ headers, hostNames }) => ({
  "http.conf": [
    "# Generated by deploy/headers.mjs after each build: do not edit.",
    "map $uri $site_cache_control {",
    `  default ${quote(REVALIDATE)};`,
    ...CACHE_RULES.map((rule) => `  ${quote(`~${rule.pattern.source}`)} ${quote(rule.value)};`),
    "}",
    "",
  ].join("\n"),
  "server.conf": [
    "# Generated by deploy/headers.mjs after each build: do not edit.",
    `server_name ${hostNames.join(" ")};`,
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    "add_header Cache-Control $site_cache_control always;",
    `location ~ ${quote(NOT_ROUTES.source)} {`,
    "  return 404;",
    "}",
    "",
  ].join("\n"),
})

/**
 * Netlify's `_headers`: security headers on every path, and Cache-Control only where it differs from the host's
 * default revalidation (rules that match the same path add their values up, so none may overlap).
 */
function netlifyHeaders({ headers }, files) {
  const block = (pattern, entries) => [pattern, ...Object.entries(entries).map(([k, v]) => `  ${k}: ${v}`)].join("\n")
  const cached = files.filter((file) => !file.startsWith("/static/") && cacheControlFor(file) !== REVALIDATE)
  return [
    "# Generated by deploy/headers.mjs after each build: do not edit.",
    block("/*", headers),
    block("/static/*", { "Cache-Control": ONE_YEAR }),
    ...cached.map((file) => block(file, { "Cache-Control": cacheControlFor(file) })),
    "",
  ].join("\n")
}

/** Netlify's `_redirects`: each route served from its index.html without the host's trailing-slash redirect. */
const netlifyRedirects = (routes) =>
  [
    "# Generated by deploy/headers.mjs after each build: do not edit.",
    ...routes.filter((route) => route !== "/").map((route) => `${route}  ${route}/index.html  200`),
    "/*  /404.html  404",
    "",
  ].join("\n")

/**
 * Writes each page's policy into it, then every server's configuration, for the build in root/public. Called last
 * from gatsby-node's onPostBuild, over the final HTML.
 */
export function writeDeployFiles({ root, siteUrl, env = process.env }) {
  const publicDir = path.join(root, "public")
  const generatedDir = path.join(root, "deploy", "generated")
  const sealImage = yaml.load(readFileSync(path.join(root, "data", "site.yaml"), "utf8"))?.seal?.image
  const policy = sitePolicy({ env, siteUrl, sealImage })
  writePagePolicies(publicDir, policy)
  mkdirSync(generatedDir, { recursive: true })
  for (const [name, text] of Object.entries(nginxIncludes(policy))) writeFileSync(path.join(generatedDir, name), text)
  writeFileSync(path.join(generatedDir, "site-headers.json"), `${JSON.stringify(policy.headers, null, 2)}\n`)
  writeFileSync(path.join(publicDir, "_headers"), netlifyHeaders(policy, walk(publicDir)))
  writeFileSync(path.join(publicDir, "_redirects"), netlifyRedirects(pageRoutes(publicDir)))
}

/** For a Node server (scripts/serve.mjs): the headers of a response to `pathname`, as nginx sends them. */
export function siteHeaders(generatedDir) {
  const headers = JSON.parse(readFileSync(path.join(generatedDir, "site-headers.json"), "utf8"))
  return (pathname) => ({ ...headers, "Cache-Control": cacheControlFor(pathname) })
}
