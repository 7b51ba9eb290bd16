import puppeteer, { type Browser, type HTTPRequest, type Page } from "puppeteer-core"

import { VIEWPORTS } from "./browser"

/**
 * The core suite's two engines, both driven by puppeteer-core: Debian's Chromium over the DevTools protocol and
 * Debian's Firefox ESR over WebDriver BiDi, so one scenario runs unchanged in both and nothing is downloaded.
 */
export type Engine = "chromium" | "firefox"

/**
 * Reduced motion is the visitor's system setting: Firefox takes it as a preference at launch (WebDriver BiDi cannot
 * emulate media features), Chromium as a switch, so a browser is launched for it. So is JavaScript turned off (BiDi
 * has no command for it); the test's own page.evaluate still runs.
 */
export const launchEngine = (engine: Engine, { reducedMotion = false, javaScript = true } = {}): Promise<Browser> =>
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

export interface EnginePage {
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  problems: string[]
  close: () => Promise<void>
}

const isLocal = (url: string) => url.startsWith("http://127.0.0.1") || url.startsWith("data:") || url.startsWith("blob:")

/** The site's own scripts: Gatsby's chunks, as opposed to the page and its data. */
const isSiteScript = (url: string) => url.startsWith("http://127.0.0.1") && new URL(url).pathname.endsWith(".js")

const answer = (request: HTTPRequest, blockSiteScripts: boolean) =>
  blockSiteScripts && isSiteScript(request.url())
    ? request.abort()
    : isLocal(request.url())
      ? request.continue()
      : request.url().startsWith("https://www.googletagmanager.com/gtag/js")
        ? // An empty stub, so gtag() still queues into dataLayer.
          request.respond({ status: 200, contentType: "text/javascript", body: "" })
        : request.abort()

/** A page in its own context that never reaches the internet; `blockSiteScripts` as when the site's scripts fail to load. */
export async function openEnginePage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  { blockSiteScripts = false } = {},
): Promise<EnginePage> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(VIEWPORTS[viewport])
  await page.setRequestInterception(true)
  page.on("request", (request) => void answer(request, blockSiteScripts))
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${String(error)}`))
  return { page, problems, close: () => context.close() }
}

/** Once Gatsby has hydrated the whole page (it marks this in an effect), handlers and client-side navigation work. */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0)

/** An element by its role and accessible name, as assistive technology finds it. */
export const byRole = (role: string, name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`
