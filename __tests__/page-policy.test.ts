import { createHash } from "crypto"

import { HtmlDocument } from "../gatsby/post-build/html-document"
import { addPolicyMeta, inlineScriptHashes } from "../gatsby/post-build/page-policy"

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`

const html = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>Acne</title>',
  '<script type="application/ld+json">{"@type":"MedicalCondition"}</script></head><body><main>Acne</main>',
  '<script id="gatsby-script-loader">window.pagePath="/conditions/acne";</script>',
  '<script type="module">loaded()</script><script src="/app.js" async></script><script></script>',
  '<script>window.pagePath="/conditions/acne";</script><template><script>inTemplate()</script></template>',
  "<noscript><script>notRun()</script></noscript></body></html>",
].join("")

/** The page after the policy step put `policy` in. */
const withPolicyMeta = (text: string, policy: string) => {
  const page = new HtmlDocument(text, "/acne/index.html")
  addPolicyMeta(page, policy)
  return page.toString()
}

describe("each page's own Content-Security-Policy", () => {
  it("hashes the page's executable inline scripts once each, not its JSON-LD, empty or external scripts", () => {
    const hashes = inlineScriptHashes(new HtmlDocument(html, "/acne/index.html"))
    // a script in a template runs once the template is used, and is hashed like the others; a script in <noscript> is
    // text to a browser with scripts on, as the HTML parser reads it
    expect(hashes).toEqual([sha256('window.pagePath="/conditions/acne";'), sha256("loaded()"), sha256("inTemplate()")].sort())
  })

  it("opens the head right after the charset, before any script it governs", () => {
    const sealed = withPolicyMeta(html, "script-src 'self' 'sha256-abc='")
    expect(sealed).toContain(
      `<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-abc='"/><title>`,
    )
    expect(sealed.indexOf("Content-Security-Policy")).toBeLessThan(sealed.indexOf("<script"))
  })

  it("replaces the policy of a page an incremental build left in place instead of adding a second one", () => {
    const again = withPolicyMeta(withPolicyMeta(html, "script-src 'self' 'sha256-old='"), "script-src 'self' 'sha256-new='")
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(again).toContain("'sha256-new='")
  })

  it("escapes the attribute and refuses a page it cannot put a policy in", () => {
    expect(withPolicyMeta("<html><head></head><body></body></html>", 'a "b" & c')).toBe(
      '<html><head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/></head><body></body></html>',
    )
    expect(() => withPolicyMeta("<p>no head</p>", "default-src 'self'")).toThrow(/^\/acne\/index\.html has no <head>/)
  })
})
