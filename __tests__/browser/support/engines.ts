import { HYDRATED_SELECTOR } from "../../support/hydration"
import { launchPuppeteer } from "./puppeteer-page"
import { type Engine, type LaunchOptions, type SuiteBrowser, type SuitePage, WEBKIT_NARROWEST_WINDOW } from "./suite-page"

export { byRole, DISCLOSURES, type Engine, type SuiteBrowser, type SuiteElement, type SuitePage, type Target } from "./suite-page"

/**
 * The core suite's three engines, each driven the way it can be without downloading anything: Debian's Chromium over
 * the DevTools protocol and Debian's Firefox ESR over WebDriver BiDi (puppeteer-core, puppeteer-page.ts), Debian's
 * WebKitGTK over classic WebDriver (WebKitWebDriver and MiniBrowser, webkit.ts).
 */
export const launchEngine = async (engine: Engine, options: LaunchOptions = {}): Promise<SuiteBrowser> =>
  // Loaded only for WebKit: the other engines' suites need neither selenium-webdriver nor WebKitGTK.
  engine === "webkit" ? (await import("./webkit")).launchWebKit(options) : launchPuppeteer(engine, options)

/** The core suite's checks that an engine may run otherwise than the others (none is left out in any engine). */
export type Check = "console" | "phone menu" | "400% zoom"

export interface Gap {
  /** How the engine runs the check instead: said in the test's name. */
  adapted?: string
}

/**
 * Every place where an engine runs a check of the core suite otherwise than the others, with why.
 * The one list: core-suite.ts names each test from it.
 */
export const ENGINE_GAPS: Record<Engine, Partial<Record<Check, Gap>>> = {
  chromium: {},
  firefox: {},
  webkit: {
    // Classic WebDriver has no console log: a same-origin probe script that the test proxy puts first in every page
    // reports to it (webkit-proxy.ts). Of the messages WebKit writes itself, only failed loads (which the proxy sees)
    // and Content-Security-Policy refusals (which the probe hears as events) are heard; nothing a page logs once it is
    // being left. Google's tag (https) is refused, not answered with an empty script as in the other engines (that
    // would take a certificate MiniBrowser trusts): its failed load is expected, no problem.
    console: {
      adapted: "errors heard by a probe script: console.error, uncaught errors, failed loads, policy refusals",
    },
    "phone menu": {
      adapted: `at ${WEBKIT_NARROWEST_WINDOW} px wide, MiniBrowser's narrowest window, not 375 px: still the phone layout`,
    },
    "400% zoom": {
      adapted: `at ${WEBKIT_NARROWEST_WINDOW}×180 px, MiniBrowser's narrowest window: still under 300 px high, as zoomed`,
    },
  },
}

/** Once React has hydrated the whole page (the app marks <html>), handlers and client-side navigation work. */
export const waitForHydration = (page: SuitePage) =>
  page.waitFor((selector) => document.querySelector(selector) !== null, HYDRATED_SELECTOR)
