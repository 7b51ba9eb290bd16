// Post-build step, last over the HTML: each page's own Content-Security-Policy, naming its final inline scripts.
import { createHash } from "crypto"

import { attribute, type Element, type HtmlDocument, isExecutableScript } from "./html-document"

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

/** sha256 sources of the distinct inline scripts the browser runs on one page (JSON-LD and data blocks are not code). */
export function inlineScriptHashes(page: HtmlDocument): string[] {
  const hashes = new Set<string>()
  for (const script of page.elements((element) => isExecutableScript(element) && attribute(element, "src") === undefined)) {
    const body = page.innerSource(script)
    if (body.length > 0) hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`)
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
export function pagePolicy(page: HtmlDocument, { analytics, emailOrigin, imageOrigins }: PolicySources): string {
  const ga = analytics ? GOOGLE_ANALYTICS : { script: [], img: [], connect: [] }
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inlineScriptHashes(page).map((hash) => `'${hash}'`), ...ga.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...ga.img, ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": ["'self'", emailOrigin, ...ga.connect],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ")
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

const isPolicyMeta = (element: Element) =>
  element.tagName === "meta" && attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy"

/**
 * Puts `policy` in a meta element right after the page's charset (or first in its head), before anything it could
 * apply to; a policy already there (a page an incremental build left as it was) is replaced, not doubled.
 */
export function addPolicyMeta(page: HtmlDocument, policy: string): void {
  for (const earlier of page.elements(isPolicyMeta)) page.remove(earlier)
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`
  const head = page.the("head")
  const [charset] = page.elements((element) => element.tagName === "meta" && attribute(element, "charset") !== undefined)
  if (charset && page.within(charset, head)) page.insertAfter(charset, meta)
  else page.prepend(head, meta)
}

/** Gives the page the policy of its scripts as they are, so this must be the last step to change any inline script. */
export const addPagePolicy = (page: HtmlDocument, sources: PolicySources): void => addPolicyMeta(page, pagePolicy(page, sources))
