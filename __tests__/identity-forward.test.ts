import { HtmlDocument } from "../gatsby/post-build/html-document"
import { addIdentityForward, identityForwardScript } from "../gatsby/post-build/identity-forward"
import { EDITOR_PATH } from "../gatsby/server-config/http-rules"
import { IDENTITY_TOKENS, identityForward } from "../src/lib/identity-tokens"

describe("a link from Netlify Identity's e-mails, at the site's root", () => {
  it.each(IDENTITY_TOKENS)("#%s=... goes on to the editor with its token", (token) => {
    expect(identityForward(`#${token}=abc.def`, EDITOR_PATH)).toBe(`/admin#${token}=abc.def`)
  })

  it.each(["", "#faq", "#main", "#access_token=abc", "#xinvite_token=abc"])("%p stays on the home page", (hash) => {
    expect(identityForward(hash, EDITOR_PATH)).toBeUndefined()
  })

  it("is forwarded by the script the build puts first in the home page's head, in a few hundred bytes", () => {
    const rewrite = (html: string) => {
      const page = new HtmlDocument(html, "/index.html")
      addIdentityForward(page)
      return page.toString()
    }
    // run twice, as an incremental build may: one script
    const html = rewrite(rewrite("<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>"))
    expect(html.match(/<script/g)).toHaveLength(1)
    expect(html).toMatch(/^<!DOCTYPE html><html><head><script id="identity-forward">/)
    expect(identityForwardScript().length).toBeLessThan(400)

    const replace = jest.fn()
    const run = (hash: string) => new Function("location", identityForwardScript())({ hash, replace } as unknown as Location)
    run("#invite_token=abc")
    run("#faq")
    expect(replace.mock.calls).toEqual([["/admin#invite_token=abc"]])
  })
})
