import type { VIEWPORTS } from "./browser"

/**
 * What the core suite (core-suite.ts) asks of a browser, whatever drives it: puppeteer-core for Chromium and Firefox
 * (puppeteer-page.ts), classic WebDriver for WebKit (webkit.ts). The scenarios are written once against this.
 */
export type Engine = "chromium" | "firefox" | "webkit"

export type Key = "Enter" | "Escape" | "Tab"

/** An element as a person finds it: by a CSS selector, or by its role and accessible name as assistive technology does. */
export type Target = string | RoleTarget

export interface RoleTarget {
  role: string
  name: string
  /** Only inside the elements this CSS selector matches. */
  within?: string
}

/** An element by its role and accessible name (exactly), optionally inside what a CSS selector matches. */
export const byRole = (role: string, name: string, within?: string): RoleTarget => ({ role, name, within })

/**
 * The summaries of the site's disclosures, by where they are: the phone's menu is the header's <details> that holds a
 * navigation, the Services list the one inside the header's navigation, an FAQ question a summary of the main content.
 */
export const DISCLOSURES = {
  menu: "header details:has(nav) > summary",
  services: "header nav details > summary",
  question: "main summary",
} as const

export interface SuiteElement {
  /** Clicks the element in its middle, as a pointer does. */
  click: () => Promise<void>
  /** Runs `fn` in the page with the element as its first argument (self-contained: it is sent to the page as text). */
  evaluate: <R, A extends unknown[]>(fn: (element: Element, ...args: A) => R, ...args: A) => Promise<Awaited<R>>
  /** The elements inside this one that a CSS selector matches. */
  findAll: (selector: string) => Promise<SuiteElement[]>
}

export interface SuitePage {
  /** Console errors, uncaught exceptions and failed loads seen so far. */
  readonly problems: string[]
  /** Loads a path of the test site (see browser.ts) and waits for its load event. */
  goto: (path: string) => Promise<void>
  /** Runs `fn` in the page (self-contained: it is sent to the page as text) and returns what it returns, awaited. */
  evaluate: <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => Promise<Awaited<R>>
  /** Waits until `fn`, run in the page, returns something truthy. */
  waitFor: <A extends unknown[]>(fn: (...args: A) => unknown, ...args: A) => Promise<void>
  /** The first element `target` finds, once there is one. */
  find: (target: Target) => Promise<SuiteElement>
  /** Clicks the first element `target` finds, once it is visible and still, in its middle. */
  click: (target: Target) => Promise<void>
  focus: (target: Target) => Promise<void>
  /** Types `value` into the (empty) field `target` finds, key by key. */
  fill: (target: Target, value: string) => Promise<void>
  /**
   * Clicks the middle of what the CSS selector finds now, without waiting for it to settle: a page whose scripts do not
   * run has no animation frames to wait for.
   */
  clickNow: (selector: string) => Promise<void>
  /** Lets the site's scripts held back (PageOptions.holdSiteScripts) load. */
  releaseSiteScripts: () => void
  /** Presses and releases one key on whatever has focus. */
  press: (key: Key) => Promise<void>
  close: () => Promise<void>
}

export interface PageOptions {
  /** A visitor who has not answered the analytics banner yet; by default they accepted on an earlier visit. */
  undecided?: boolean
  /** The site's own scripts fail to load, as on a connection that drops them. */
  blockSiteScripts?: boolean
  /**
   * The site's own scripts wait until the test calls releaseSiteScripts(), as on a connection that brings them late:
   * the page shows, and takes clicks, before they run.
   */
  holdSiteScripts?: boolean
}

export interface SuiteBrowser {
  /** A page of its own (no cookies, storage or history shared with another) in a window of this size. */
  openPage: (viewport: keyof typeof VIEWPORTS, options?: PageOptions) => Promise<SuitePage>
  close: () => Promise<void>
}

export interface LaunchOptions {
  /** The visitor's system asks for reduced motion (prefers-reduced-motion: reduce). */
  reducedMotion?: boolean
  /** False: the pages' scripts never run, as with JavaScript turned off (the test's own evaluate still runs). */
  javaScript?: boolean
}

/** Whether a page's request stays on this machine (127.0.0.1, data:, blob:): every engine keeps the rest from the internet. */
export const isLocal = (url: string) => url.startsWith("http://127.0.0.1") || url.startsWith("data:") || url.startsWith("blob:")

/** The site's own scripts (Gatsby's chunks), as opposed to its pages, data and images. */
export const isSiteScript = (url: string) => url.startsWith("http://127.0.0.1") && new URL(url).pathname.endsWith(".js")

/** Google's tag, which every page starts once it has loaded: the one request to the internet a page is expected to make. */
export const GTAG_SCRIPT_PREFIX = "https://www.googletagmanager.com/gtag/js"

/** MiniBrowser's narrowest window (its toolbar's width): WebKit shows narrower viewports at this width. */
export const WEBKIT_NARROWEST_WINDOW = 447
