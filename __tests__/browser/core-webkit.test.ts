/**
 * The core browser suite (support/core-suite.ts) in Debian's WebKitGTK: WebKitWebDriver driving MiniBrowser under
 * Xvfb, over classic WebDriver (support/webkit.ts). What WebKit runs otherwise than the other engines is listed in
 * ENGINE_GAPS (support/engines.ts) and said in the names of those tests.
 */
import { url } from "./support/browser"
import { defineCoreSuite } from "./support/core-suite"
import { launchEngine, type SuiteBrowser, type SuitePage } from "./support/engines"
import { expect } from "./support/expect"
import { PROBE_PATH } from "./support/webkit-proxy"

defineCoreSuite("webkit")

// Classic WebDriver has no console log and no request interception: the suite's "no console error" and "never the
// internet" rest on the test proxy and its probe (support/webkit-proxy.ts), so these show that they hear and refuse.
describe("WebKit's test proxy", () => {
  let browser: SuiteBrowser
  let page: SuitePage
  beforeAll(async () => {
    browser = await launchEngine("webkit")
    page = await browser.openPage("desktop")
  })
  afterAll(async () => {
    await page?.close()
    await browser?.close()
  })

  it("hears console errors, uncaught errors and rejections, failed loads, policy refusals and requests to the internet", async () => {
    await page.goto("/")
    expect(page.problems).toEqual([])
    await page.evaluate(() => {
      console.error("a console error", new Error("with an error"))
      setTimeout(() => {
        throw new Error("an uncaught error")
      })
      void Promise.reject(new Error("an unhandled rejection"))
      const image = document.createElement("img")
      image.src = "/no-such-image.png"
      document.body.append(image)
      // Not allowed by the page's Content-Security-Policy: refused by WebKit itself.
      void fetch("https://example.invalid/").catch(() => undefined)
      // Allowed by the policy (Google Analytics), so WebKit asks the proxy, which refuses.
      void fetch("https://region1.google-analytics.com/g/collect", { method: "POST" }).catch(() => undefined)
    })
    const expected = [
      "error: a console error Error: with an error",
      "pageerror: Error: an uncaught error",
      "pageerror: unhandled rejection: Error: an unhandled rejection",
      `failed to load ${url("/no-such-image.png")}: status 404`,
      `resource: failed to load ${url("/no-such-image.png")}`,
      expect.stringMatching(/^error: refused by the Content-Security-Policy \(connect-src\): https:\/\/example\.invalid/),
      "request to the internet refused: region1.google-analytics.com:443",
    ]
    await expect.poll(() => page.problems.length).toBeGreaterThanOrEqual(expected.length)
    expect(page.problems.splice(0)).toEqual(expect.arrayContaining(expected))
  })

  it("puts its probe before the page's own scripts (goto fails on a page without it)", async () => {
    // A page's own scripts run after the probe, which the proxy put first in its head.
    await page.goto("/contact")
    expect(await page.evaluate((probe) => document.head.querySelector("script")?.getAttribute("src") === probe, PROBE_PATH)).toBe(
      true,
    )
    expect(page.problems).toEqual([])
  })
})
