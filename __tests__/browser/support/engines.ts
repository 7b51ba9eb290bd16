import puppeteer, { type Browser, type HTTPRequest, type Page } from "puppeteer-core"

import { CONSENT_STORAGE_KEY } from "../../../src/lib/analytics-consent"
import { HYDRATED_SELECTOR } from "../../../src/lib/hydration"
import { acceptedEarlier, VIEWPORTS } from "./browser"

/**
 * The core suite's two engines, both driven by puppeteer-core: Debian's Chromium over the DevTools protocol and
 * Debian's Firefox ESR over WebDriver BiDi, so one scenario runs unchanged in both and nothing is downloaded.
 */
export type Engine = "chromium" | "firefox"

/**
 * Reduced motion is the visitor's system setting: Firefox takes it as a preference at launch (WebDriver BiDi cannot
 * emulate media features), Chromium as a switch, so a browser is launched for it.
 */
export const launchEngine = (engine: Engine, { reducedMotion = false } = {}): Promise<Browser> =>
  engine === "firefox"
    ? puppeteer.launch({
        browser: "firefox",
        protocol: "webDriverBiDi",
        executablePath: process.env.FIREFOX_PATH || "/usr/bin/firefox-esr",
        headless: true,
        extraPrefsFirefox: {
          "ui.prefersReducedMotion": reducedMotion ? 1 : 0,
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
        ],
      })

export interface EnginePage {
  page: Page
  /** Console errors and uncaught page errors seen so far. */
  problems: string[]
  close: () => Promise<void>
}

const isLocal = (url: string) => url.startsWith("http://127.0.0.1") || url.startsWith("data:") || url.startsWith("blob:")

const answer = (request: HTTPRequest) =>
  isLocal(request.url())
    ? request.continue()
    : request.url().startsWith("https://www.googletagmanager.com/gtag/js")
      ? // An empty stub, so gtag() still queues into dataLayer.
        request.respond({ status: 200, contentType: "text/javascript", body: "" })
      : request.abort()

/** A page in its own context that never reaches the internet. */
export async function openEnginePage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  { undecided = false } = {},
): Promise<EnginePage> {
  const context = await browser.createBrowserContext()
  const page = await context.newPage()
  await page.setViewport(VIEWPORTS[viewport])
  if (!undecided) await page.evaluateOnNewDocument(acceptedEarlier, CONSENT_STORAGE_KEY)
  await page.setRequestInterception(true)
  page.on("request", (request) => void answer(request))
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${String(error)}`))
  return { page, problems, close: () => context.close() }
}

/** Once React has hydrated the whole page (the app marks <html>), handlers and client-side navigation work. */
export const waitForHydration = (page: Page) => page.waitForSelector(HYDRATED_SELECTOR)

/** An element by its role and accessible name, as assistive technology finds it. */
export const byRole = (role: string, name: string) => `::-p-aria([name=${JSON.stringify(name)}][role="${role}"])`
