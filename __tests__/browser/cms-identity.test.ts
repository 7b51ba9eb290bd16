// An editor invited through Netlify Identity (git-gateway, the backend when CMS_BACKEND is unset as in the test build)
// follows the e-mail's link, https://site/#invite_token=..., and lands on the Identity widget's sign-up screen in the
// editor. Identity's API is answered here: nothing reaches Netlify.
import type { Browser } from "playwright-core"

import { launchBrowser, url } from "./support/browser"
import { watchProblems } from "./support/editor"
import { expect } from "./support/expect"

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** What Netlify Identity's settings endpoint says of a site that signs editors up by invitation, with e-mail only. */
const IDENTITY_SETTINGS = {
  external: { bitbucket: false, email: true, facebook: false, github: false, gitlab: false, google: false },
  disable_signup: true,
  autoconfirm: false,
}

describe("a link from Netlify Identity's invitation", () => {
  it("goes from the home page to the editor, which opens the widget's sign-up screen", async () => {
    const context = await browser.newContext()
    const identityCalls: string[] = []
    await context.route(
      (address) => !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(address.toString()),
      (route) => route.abort(),
    )
    await context.route("**/.netlify/identity/**", async (route) => {
      const path = new URL(route.request().url()).pathname
      identityCalls.push(path)
      if (path.endsWith("/settings")) await route.fulfill({ json: IDENTITY_SETTINGS })
      else await route.fulfill({ status: 401, json: { msg: "not signed in" } })
    })
    // On localhost the widget asks for the Netlify site's address instead of using the page's own (its development
    // settings); this is where it keeps the answer, so here it signs up against this origin, as on the real domain.
    await context.addInitScript(() => localStorage.setItem("netlifySiteURL", location.origin))
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(url("/#invite_token=abc"))
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30000 }).toBe("/admin")
    // the plugin's script and Decap's git-gateway backend each start the widget: the modal is in the last frame
    const widget = page.locator("iframe#netlify-identity-widget").last().contentFrame()
    await widget.getByText("Complete your signup").waitFor({ timeout: 60000 })
    await expect(widget.getByLabel(/password/i)).toBeVisible()
    expect(identityCalls).toContain("/.netlify/identity/settings")
    // the editor first looks for decap-server on this machine (none runs here), then uses git-gateway
    const expected = (problem: string) => problem.includes("localhost:8081") || problem.includes("ERR_CONNECTION_REFUSED")
    expect(problems.filter((problem) => !expected(problem))).toEqual([])
    await context.close()
  }, 120_000)

  it("leaves the home page alone for any other fragment", async () => {
    const context = await browser.newContext()
    await context.route(
      (address) => !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(address.toString()),
      (route) => route.abort(),
    )
    const page = await context.newPage()
    await page.goto(url("/#faq"))
    await page.locator("html[data-hydrated]").waitFor()
    expect(new URL(page.url()).pathname).toBe("/")
    await context.close()
  }, 60_000)
})
