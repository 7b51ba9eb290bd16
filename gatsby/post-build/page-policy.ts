// Post-build step 4, last over the HTML: each page's own Content-Security-Policy, naming its final inline scripts.
import { createHash } from "crypto"

// Google's CSP guide for GA4 (https://developers.google.com/tag-platform/security/guides/csp), without Google Signals.
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
}

/** What a build allows beyond the page's own scripts, from the environment it was built with. */
export interface PolicySources {
  analytics: boolean
  emailOrigin: string
  imageOrigins: ReadonlyArray<string>
}

const originOf = (url: string | undefined) => (/^https?:\/\//.test(url ?? "") ? new URL(url!).origin : undefined)

export const policySources = (env: Readonly<Record<string, string | undefined>>, sealImage?: string): PolicySources => ({
  analytics: Boolean(env.GATSBY_GA_MEASUREMENT_ID),
  emailOrigin: originOf(env.GATSBY_EMAILJS_ORIGIN) ?? "https://api.emailjs.com",
  imageOrigins: [originOf(sealImage)].filter((origin): origin is string => Boolean(origin)),
})

// Script elements the browser executes: no type, a JavaScript type or a module (JSON-LD is data, not code).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const EXECUTABLE_TYPE = /\stype=["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i

/** sha256 sources of the distinct inline scripts of one page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (EXECUTABLE_TYPE.test(attributes) || body.length === 0) continue
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
  }
  return [...hashes].sort()
}

/**
 * What a page may load and run is the page's own, in a `<meta http-equiv>` opening its <head>: script-src names by
 * hash only that page's inline scripts, so the policy stays a few hundred bytes however many pages the site has. (One
 * header listing every page's hashes was 3 KB on every response, which pushed the pages past the first TCP round
 * trip.) The rest is the header's (gatsby/server-config/http-rules.ts).
 *
 * A page's policy allows exactly what it uses: itself, its inline scripts (by hash), Google Analytics only when a
 * measurement id was built in, the EmailJS API, and the verification seal's image host. Styles may be inline:
 * styled-components injects <style> tags at runtime. The portal is only linked, and CSP does not restrict navigations.
 */
export function pagePolicy(html: string, { analytics, emailOrigin, imageOrigins }: PolicySources): string {
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], img: [], connect: [] }
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes(html).map((hash) => `'${hash}'`), ...ga.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...ga.img, ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", emailOrigin, ...ga.connect],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ")
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/
const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/**
 * The page with `policy` in a meta element right after its charset, before anything it could apply to; a policy
 * already there (a page an incremental build left as it was) is replaced, not doubled.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const page = html.replace(POLICY_META, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const anchor = /<meta charset=[^>]*>/i.exec(page) ?? /<head(?:\s[^>]*)?>/i.exec(page)
  if (!anchor) throw new Error("A page without <head> cannot carry its Content-Security-Policy")
  const at = anchor.index + anchor[0].length
  return page.slice(0, at) + meta + page.slice(at)
}

/** The page carrying the policy of its HTML as it is now, so this must be the last change to any inline script. */
export const withPagePolicy = (html: string, sources: PolicySources): string => withPolicyMeta(html, pagePolicy(html, sources))
