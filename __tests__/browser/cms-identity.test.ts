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
    const page = await context.newPage()
    const problems = watchProblems(page)
    await page.goto(url("/#invite_token=abc"))
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30000 }).toBe("/admin")
    const widget = page.frameLocator("#netlify-identity-widget")
    await widget.getByText("Complete your signup").waitFor({ timeout: 60000 })
    await expect(widget.getByLabel(/password/i)).toBeVisible()
    expect(identityCalls).toContain("/.netlify/identity/settings")
    // the widget asks Identity for settings only: the 401s above are none of the page's own failures
    expect(problems.filter((problem) => !problem.includes("/.netlify/identity/"))).toEqual([])
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
