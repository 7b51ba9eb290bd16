import { launchPuppeteer } from "./puppeteer-page"
import type { Engine, LaunchOptions, SuiteBrowser, SuitePage } from "./suite-page"

export { byRole, type Engine, type SuiteBrowser, type SuiteElement, type SuitePage, type Target } from "./suite-page"

/**
 * The core suite's engines, each driven the way it can be without downloading anything: Debian's Chromium over the
 * DevTools protocol and Debian's Firefox ESR over WebDriver BiDi (puppeteer-core, puppeteer-page.ts).
 */
export const launchEngine = (engine: Engine, options: LaunchOptions = {}): Promise<SuiteBrowser> =>
  launchPuppeteer(engine, options)

/** The core suite's checks that an engine may run otherwise than the others, or not at all. */
export type Check = "console" | "phone menu"

export interface Gap {
  /** How the engine runs the check instead: said in the test's name. */
  adapted?: string
  /** Why the engine cannot run the check: the test is skipped, with this in its name. */
  leftOut?: string
}

/**
 * Every place where an engine runs a check of the core suite otherwise than the others, or leaves it out, with why.
 * The one list: core-suite.ts names each test from it.
 */
export const ENGINE_GAPS: Record<Engine, Partial<Record<Check, Gap>>> = {
  chromium: {},
  firefox: {},
}

/** Once Gatsby has hydrated the whole page (it marks this in an effect), handlers and client-side navigation work. */
export const waitForHydration = (page: SuitePage) =>
  page.waitFor(() => performance.getEntriesByName("onInitialClientRender").length > 0)
