import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core"
import { CONSENT_STORAGE_KEY } from "../../../src/lib/analytics-consent"

import env from "./test-env.json"

/** The built site, served by globalSetup on the port it put in the env. */
export const BASE_URL = `http://127.0.0.1:${process.env.TEST_SITE_PORT}`
export const EMAIL_ORIGIN = env.build.GATSBY_EMAILJS_ORIGIN

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
  /** A 1280×720 window zoomed to 400% (WCAG 1.4.10 reflow). */
  zoomed: { width: 320, height: 180 },
} as const

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-quic",
      "--no-first-run",
      "--disable-sync",
    ],
  })

export interface TestPage {
  page: Page
  context: BrowserContext
  /** Console errors and warnings, and uncaught page errors, seen so far. */
  problems: string[]
}

const isLocal = (url: string) => url.startsWith("http://127.0.0.1") || url.startsWith("data:") || url.startsWith("blob:")

/**
 * Page script: the visitor accepted analytics on an earlier visit (unless this visit already chose), so the banner does
 * not sit over what a test looks at and the pages measure as before consent existed (consent.test.ts tests the choice).
 */
export const acceptedEarlier = (key: string): void => {
  try {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ choice: "granted", at: Date.now() }))
  } catch {
    // a document with no storage of its own (Firefox's first about:blank) has no banner either
  }
}

export interface OpenPageOptions {
  reducedMotion?: "reduce" | "no-preference"
  touch?: boolean
  javaScriptEnabled?: boolean
  /** A visitor who has not answered the analytics banner yet (consent.test.ts); others accepted on an earlier visit. */
  undecided?: boolean
}

/**
 * A page that never reaches the internet: Google's tag script is answered by
 * an empty stub (so gtag() still queues into dataLayer) and every other
 * non-local request is aborted.
 */
export async function openPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = "desktop",
  options: OpenPageOptions = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    hasTouch: options.touch ?? false,
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  })
  await context.route(
    (url) => !isLocal(url.toString()),
    (route) =>
      route.request().url().startsWith("https://www.googletagmanager.com/gtag/js")
        ? route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
        : route.abort(),
  )
  if (!options.undecided) await context.addInitScript(acceptedEarlier, CONSENT_STORAGE_KEY)
  const page = await context.newPage()
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || (message.type() === "warning" && /hydrat|did not match/i.test(message.text())))
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  return { page, context, problems }
}

/**
 * One browser and one page for every test of a file, opened before them (`prepare` then sets the page up) and closed
 * after them: the page's fields are filled in by the time the tests run.
 */
export function filePage(
  viewport: keyof typeof VIEWPORTS,
  options: OpenPageOptions = {},
  prepare?: (tp: TestPage) => Promise<unknown>,
): TestPage {
  const tp = {} as TestPage
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
    Object.assign(tp, await openPage(browser, viewport, options))
    await prepare?.(tp)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return tp
}

export const url = (path: string) => `${BASE_URL}${path}`
