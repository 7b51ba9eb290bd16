// The content editor (/admin of the test build) against decap-server over a temporary copy of data/, on a free port:
// the editor's saves never touch the checkout, and two test runs on one machine never share a backend.
import { type ChildProcess, spawn } from "child_process"
import { cpSync, mkdtempSync, rmSync } from "fs"
import { createServer } from "net"
import { tmpdir } from "os"
import path from "path"
import type { Browser, BrowserContext, Page } from "playwright-core"

import { buildCmsConfig, DEFAULT_LOCAL_BACKEND_PORT } from "../../../gatsby/content/cms-config"
import { url } from "./browser"

const root = path.resolve(__dirname, "../../..")
/** Where the test build's editor looks for decap-server (no CMS_LOCAL_PORT in the test env). */
export const BUILT_BACKEND_URL = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT }).local_backend.url

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

export interface Backend {
  /** The directory decap-server writes in: its data/ is the copy. */
  dir: string
  apiUrl: string
  stop: () => void
}

/**
 * decap-server over `dir` (a fresh copy of data/ unless given one, e.g. a copy of the whole checkout to build), in file
 * mode, or in git mode, where the editorial workflow's branches are made.
 */
export async function startBackend(options: { dir?: string; mode?: "fs" | "git" } = {}): Promise<Backend> {
  const own = !options.dir
  const dir = options.dir ?? mkdtempSync(path.join(tmpdir(), "cms-test-"))
  if (own) cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true })
  const port = await freePort()
  const apiUrl = `http://127.0.0.1:${port}/api/v1`
  const child: ChildProcess = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: dir, MODE: options.mode ?? "fs", LOG_LEVEL: "warn" },
    stdio: "ignore",
  })
  const stop = () => {
    child.kill()
    if (own) rmSync(dir, { recursive: true, force: true })
  }
  for (let tries = 0; tries < 200; tries++) {
    try {
      const response = await fetch(apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      })
      if (response.ok) return { dir, apiUrl, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  stop()
  throw new Error(`decap-server did not answer at ${apiUrl}`)
}

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
  await context.route(
    (address) => !isLoopback(address.toString()),
    (route) => route.abort(),
  )
  await context.route(`${BUILT_BACKEND_URL}**`, async (route) => {
    const address = route.request().url().replace(BUILT_BACKEND_URL, backend.apiUrl)
    try {
      await route.fulfill({ response: await route.fetch({ url: address }) })
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

/** The editor signed in to decap-server (which asks no password: its sign-in page has one button), at `route`. */
export async function openEditor(browser: Browser, backend: Backend, route = ""): Promise<EditorPage> {
  const context = await editorContext(browser, backend)
  const page = await context.newPage()
  const problems = watchProblems(page)
  await page.goto(url("/admin/"))
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60000 })
  await page.getByRole("link", { name: "Services", exact: true }).first().waitFor({ timeout: 60000 })
  if (route) await page.goto(url(`/admin/#${route}`))
  return { page, context, problems }
}
