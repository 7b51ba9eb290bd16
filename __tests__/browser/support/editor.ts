// The content editor (/admin of the test build) against decap-server over a temporary copy of data/, on a free port:
// the editor's saves never touch the checkout, and two test runs on one machine never share a backend.
import { type ChildProcess, spawn } from "child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "fs"
import { tmpdir } from "os"
import path from "path"
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from "playwright-core"

import { buildCmsConfig, DEFAULT_LOCAL_BACKEND_PORT } from "../../../gatsby/content/cms-config"
import { freePort } from "../../../scripts/free-port"
import { launchBrowser, url } from "./browser"
import { TSX_LOADER } from "./in-node"
import { parseData } from "../../../gatsby/content/data-files"
import { PREVIEW_TITLE } from "../../../src/cms/preview-frame"

const root = path.resolve(__dirname, "../../..")
/** Decap's local backend as `npm run cms` starts it, run from the directory it serves (whence tsx is not found). */
const DECAP_BACKEND = path.join(root, "scripts", "decap-backend.mts")
/** Where the test build's editor looks for decap-server (no CMS_LOCAL_PORT in the test env). */
export const BUILT_BACKEND_URL = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT }).local_backend.url

export interface Backend {
  /** The directory decap-server writes in: its data/ is the copy. */
  dir: string
  apiUrl: string
  stop: () => void
}

export interface BackendOptions {
  /** A directory holding data/ (e.g. a copy of the whole checkout to build); a fresh copy of data/ if not given. */
  dir?: string
  /** "git" for the editorial workflow, whose drafts are branches of `dir`'s repository. */
  mode?: "fs" | "git"
}

/**
 * decap-server over `dir`, on a free port. Another process may take the port between our pick and decap-server's
 * listen: the backend is accepted only when it answers with the name of `dir` (decap-server's "info" names the
 * directory it serves), so a server that is not this test's own child fails the test instead of receiving its saves.
 */
export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const own = !options.dir
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "cms-test-"))
  if (own) cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
  const port = await freePort()
  const apiUrl = `http://127.0.0.1:${port}/api/v1`
  const child: ChildProcess = spawn(process.execPath, ["--import", TSX_LOADER, DECAP_BACKEND], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: dir, MODE: options.mode ?? "fs", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk) => (log += chunk))
  let exited = false
  child.once("exit", () => (exited = true))
  const stop = () => {
    child.kill()
    if (own) rmSync(dir, { recursive: true, force: true })
  }
  try {
    for (let tries = 0; tries < 200 && !exited; tries++) {
      const info = await fetch(apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      }).then(
        (response) => response.json() as Promise<{ repo?: string }>,
        () => undefined, // not listening yet
      )
      if (info?.repo === path.basename(dir)) return { dir, apiUrl, stop }
      if (info) throw new Error(`Port ${port} answered for "${info.repo}", not for this test's ${dir}:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`decap-server did not answer at ${apiUrl}:\n${log}`)
  } catch (error) {
    // the child is stopped whatever went wrong (an answer that is no JSON too): left running, it keeps jest from exiting
    stop()
    throw error
  }
}

export interface EditorSession {
  readonly browser: Browser
  readonly backend: Backend
}

/**
 * A browser and a backend for the test file, started before its tests (after `prepare`, which may make the directory
 * the backend serves) and stopped after them.
 */
export function editorSession(prepare: () => BackendOptions | Promise<BackendOptions> = () => ({})): EditorSession {
  const session = {} as { browser: Browser; backend: Backend }
  beforeAll(async () => {
    const options = await prepare()
    // each is kept as soon as it has started, for afterAll to stop it even when the other failed (a browser left open
    // keeps jest from exiting)
    const [browser, backend] = await Promise.allSettled([launchBrowser(), startBackend(options)])
    if (browser.status === "fulfilled") session.browser = browser.value
    if (backend.status === "fulfilled") session.backend = backend.value
    for (const started of [browser, backend]) if (started.status === "rejected") throw started.reason
  }, 60_000)
  afterAll(async () => {
    await session.browser?.close()
    session.backend?.stop()
  })
  return session
}

/**
 * The YAML a save wrote to `file`, or undefined while the file is absent or half-written: decap-server truncates the
 * file and then writes it, and a poll can read in between (an empty file is no document at all).
 */
export function savedYaml<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined
  try {
    return (parseData(readFileSync(file, "utf8")) ?? undefined) as T | undefined
  } catch {
    return undefined
  }
}

/** Where Decap keeps the signed-in user (decap-cms-core's backend.ts, storageKey). */
const DECAP_USER_KEY = "decap-cms-user"

const isLoopback = (address: string) => /^(http:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|about:)/.test(address)

export interface EditorPage {
  page: Page
  context: BrowserContext
  /** Console errors, uncaught errors and failed requests, as "console: ...", "pageerror: ...", "request failed: ...". */
  problems: string[]
}

/**
 * A browser context that reaches nothing but this machine, whose requests to the built editor's backend address go to
 * `backend` instead (the page still sees the address its policy allows).
 */
export async function editorContext(browser: Browser, backend: Backend): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  // the editor is the heaviest page (a megabyte of script): with the machine busy (load 15 on two cores) opening it took
  // more than Playwright's 30 s; a guard against a hang, not an expectation
  context.setDefaultTimeout(60_000)
  context.setDefaultNavigationTimeout(60_000)
  await context.route(
    (address) => !isLoopback(address.toString()),
    (route) => route.abort(),
  )
  await context.route(`${BUILT_BACKEND_URL}**`, async (route) => {
    const address = route.request().url().replace(BUILT_BACKEND_URL, backend.apiUrl)
    try {
      // Playwright keeps connections open, and decap-server closes one idle for 5 s: a call sent on it as it closes is
      // refused (ECONNRESET) before the server reads it, and is sent again on a new one, as a browser does
      await route.fulfill({ response: await route.fetch({ url: address, maxRetries: 1 }) })
    } catch {
      // The page went on (a navigation, a save that replaced the request) before the answer came back: the request is
      // failed as the browser would, and a page that needed it notes a failed request (watchProblems).
      await route.abort().catch(() => undefined)
    }
  })
  return context
}

/** Notes every console error, uncaught error and failed request of a page. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  // a request Decap cancels itself (its backend calls when it moves on) is aborted, not failed
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`request failed: ${request.url()}`)
  })
  return problems
}

/**
 * The editor signed in to decap-server, at `route` (the collections when none), on the test build's server or on
 * another serving the editor (`site`, a `gatsby develop` as `npm run cms` runs it). It opens signed in, as after an
 * earlier visit (Decap keeps the user in localStorage): decap-server's sign-in page is one button that content staff
 * never see (they sign in with Netlify Identity), and on a loaded machine a click on it once went unanswered for 60 s.
 */
export async function openEditor(browser: Browser, backend: Backend, route = "", site = url("")): Promise<EditorPage> {
  const context = await editorContext(browser, backend)
  await context.addInitScript(([key, user]) => localStorage.setItem(key, user), [
    DECAP_USER_KEY,
    JSON.stringify({ backendName: "proxy" }),
  ] as const)
  const page = await context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${site}/admin/#${route || "/"}`)
  if (!route) await page.getByRole("link", { name: "Services", exact: true }).first().waitFor({ timeout: 60000 })
  return { page, context, problems }
}

/**
 * The editor's pane for one language. On an entry of a translated collection Decap shows English and French side by
 * side, each pane headed by its language switcher, a button "Writing in EN" or "Writing in FR" (EditorControlPane's
 * LocaleDropdown); Decap gives the pane itself no role or name. The pane is the outermost element holding its own
 * switcher and not the other language's (the whole editor while the French pane is toggled off). A field shared by both
 * languages is in the French pane too, hidden (Decap's i18n "none"): a query for it on the whole page finds two.
 */
export function localePane(page: Page, locale: "en" | "fr"): Locator {
  const switcher = (code: string) => page.getByRole("button", { name: `Writing in ${code.toUpperCase()}`, exact: true })
  return page
    .locator("div")
    .filter({ has: switcher(locale) })
    .filter({ hasNot: switcher(locale === "en" ? "fr" : "en") })
    .first()
}

/**
 * The open entry's preview frame, once it has rendered a page's main region. An entry of a translated collection opens
 * with the French pane where the preview was (Decap 3.6.4 shows its i18n pane instead of the preview while the pane is
 * on): it is hidden with its "Show or hide the other language" button first, as a person does (the guide's step 3).
 */
export async function showPreview(page: Page): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Show or hide the preview", exact: true }).waitFor({ timeout: 60000 })
  // the editor's view buttons render together: a translated collection's language button is there by now if it ever is
  const toggleI18n = page.getByRole("button", { name: "Show or hide the other language", exact: true })
  if (await toggleI18n.count()) await toggleI18n.click()
  const preview = page.frameLocator(`iframe[title="${PREVIEW_TITLE}"]`)
  await preview.locator("main").first().waitFor({ timeout: 60000 })
  return preview
}
