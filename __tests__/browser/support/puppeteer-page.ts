import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from "puppeteer-core"

import { CONSENT_STORAGE_KEY } from "../../../src/lib/analytics-consent"
import { acceptedEarlier, url, VIEWPORTS } from "./browser"
import {
  GTAG_SCRIPT_PREFIX,
  isLocal,
  isSiteScript,
  type LaunchOptions,
  type PageOptions,
  type SuiteBrowser,
  type SuiteElement,
  type SuitePage,
  type Target,
} from "./suite-page"

/**
 * The core suite's pages in Debian's Chromium over the DevTools protocol and Debian's Firefox ESR over WebDriver BiDi,
 * both driven by puppeteer-core, so nothing is downloaded.
 *
 * Reduced motion is the visitor's system setting: Firefox takes it as a preference at launch (WebDriver BiDi cannot
 * emulate media features), Chromium as a switch, so a browser is launched for it. So is JavaScript turned off (BiDi has
 * no command for it).
 */
const launch = (engine: "chromium" | "firefox", { reducedMotion = false, javaScript = true }: LaunchOptions): Promise<Browser> =>
  engine === "firefox"
    ? puppeteer.launch({
        browser: "firefox",
        protocol: "webDriverBiDi",
        executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
        headless: true,
        extraPrefsFirefox: {
          "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
          "javascript.enabled": javaScript,
          // No update, telemetry or remote settings traffic from the browser itself.
          "network.connectivity-service.enabled": false,
          "network.captive-portal-service.enabled": false,
        },
      })
    : puppeteer.launch({
        executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
        headless: true,
        args: [
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--disable-component-update",
          "--no-first-run",
          "--disable-sync",
          ...(reducedMotion ? ["--force-prefers-reduced-motion"] : []),
          ...(javaScript ? [] : ["--blink-settings=scriptEnabled=false"]),
        ],
      })

const answer = async (request: HTTPRequest, blockSiteScripts: boolean, siteScriptsReleased: Promise<void>) => {
  const requested = request.url()
  if (isSiteScript(requested)) {
    if (blockSiteScripts) return request.abort()
    await siteScriptsReleased
  }
  return isLocal(requested)
    ? request.continue()
    : requested.startsWith(GTAG_SCRIPT_PREFIX)
      ? // An empty stub, so gtag() still queues into dataLayer.
        request.respond({ status: 200, contentType: "text/javascript", body: "" })
      : request.abort()
}

/** A CSS selector, or puppeteer's query of the accessibility tree by role and name. */
const selectorOf = (target: Target) =>
  typeof target === "string"
    ? target
    : `${target.within ? `${target.within} ` : ""}::-p-aria([name=${JSON.stringify(target.name)}][role="${target.role}"])`

const suiteElement = (handle: ElementHandle<Element>): SuiteElement => ({
  click: () => handle.click(),
  evaluate: (fn, ...args) => handle.evaluate(fn as never, ...(args as unknown as never[])) as never,
  findAll: async (selector) => (await handle.$$(selector)).map(suiteElement),
})

/** A page in its own browser context that never reaches the internet. */
async function openPage(browser: Browser, viewport: keyof typeof VIEWPORTS, options: PageOptions = {}): Promise<SuitePage> {
  const context = await browser.createBrowserContext()
  const page: Page = await context.newPage()
  await page.setViewport(VIEWPORTS[viewport])
  if (!options.undecided) await page.evaluateOnNewDocument(acceptedEarlier, CONSENT_STORAGE_KEY)
  await page.setRequestInterception(true)
  let releaseSiteScripts = () => {}
  const siteScriptsReleased = options.holdSiteScripts
    ? new Promise<void>((resolve) => (releaseSiteScripts = resolve))
    : Promise.resolve()
  page.on("request", (request) => void answer(request, Boolean(options.blockSiteScripts), siteScriptsReleased))
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${String(error)}`))
  return {
    problems,
    goto: async (path) => {
      // Scripts held back hold back the load event: the document alone then.
      await page.goto(url(path), { waitUntil: options.holdSiteScripts ? "domcontentloaded" : "load" })
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    waitFor: async (fn, ...args) => {
      await page.waitForFunction(fn as never, {}, ...(args as unknown as never[]))
    },
    find: async (target) => suiteElement((await page.locator(selectorOf(target)).waitHandle()) as ElementHandle<Element>),
    click: (target) => page.locator(selectorOf(target)).click(),
    focus: (target) => page.focus(selectorOf(target)),
    fill: (target, value) => page.locator(selectorOf(target)).fill(value),
    clickNow: async (selector) => {
      const at = await page.evaluate((selector) => {
        const element = document.querySelector(selector)!
        element.scrollIntoView({ block: "center" })
        const box = element.getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
      }, selector)
      await page.mouse.click(at.x, at.y)
    },
    releaseSiteScripts: () => releaseSiteScripts(),
    press: (key) => page.keyboard.press(key),
    close: () => context.close(),
  }
}

export async function launchPuppeteer(engine: "chromium" | "firefox", options: LaunchOptions = {}): Promise<SuiteBrowser> {
  const browser = await launch(engine, options)
  return { openPage: (viewport, options) => openPage(browser, viewport, options), close: () => browser.close() }
}
