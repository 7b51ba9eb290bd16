import { type ChildProcess, spawn } from "child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync } from "fs"
import yaml from "js-yaml"
import { tmpdir } from "os"
import path from "path"
import type { Browser, Page } from "playwright-core"

import { buildCmsConfig, COLLECTIONS, DEFAULT_LOCAL_BACKEND_PORT } from "../../gatsby/content/cms-config"
import { validateDataFile } from "../../gatsby/content/content-validation"
import { freePort } from "../../scripts/free-port"
import { builtPage } from "./support/built-site"
import { launchBrowser, url } from "./support/browser"
import { expect } from "./support/expect"

const root = path.resolve(__dirname, "../..")
// The editor of the test build looks for decap-server at its default address (no CMS_LOCAL_PORT in the test env).
const backendUrl = buildCmsConfig({ siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT }).local_backend.url

let browser: Browser
let backend: ChildProcess
let copy: string
let ownBackendUrl: string

/**
 * decap-server over a copy of data/ on a free port, never the checkout's data/ nor the port `npm run cms` uses (a
 * developer's editor may be running there): the test keeps its output, and accepts an answer only when it names the
 * copy, so a server that is not its own child fails the test instead of receiving its saves.
 */
async function startBackend(): Promise<ChildProcess> {
  copy = mkdtempSync(path.join(tmpdir(), "cms-test-"))
  cpSync(path.join(root, "data"), path.join(copy, "data"), { recursive: true })
  const port = await freePort()
  ownBackendUrl = `http://127.0.0.1:${port}${new URL(backendUrl).pathname}`
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: copy,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: copy, MODE: "fs", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let log = ""
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk) => (log += chunk))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  // decap-server says it listens once it does.
  const listening = new Promise<void>((resolve) =>
    child.stdout!.on("data", () => log.includes(`listening on port ${port}`) && resolve()),
  )
  if ((await Promise.race([listening.then(() => true), exited.then(() => false)])) === false)
    throw new Error(`decap-server did not start on port ${port}:\n${log}`)
  const response = await fetch(ownBackendUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  })
  // The file-system backend answers with the name of the directory it serves: ours is unique to this run.
  const info = (await response.json()) as { repo?: string }
  if (info.repo !== path.basename(copy)) {
    child.kill()
    throw new Error(`Port ${port} answered for "${info.repo}", not for this test's copy ${copy}:\n${log}`)
  }
  return child
}

beforeAll(async () => {
  ;[browser, backend] = await Promise.all([launchBrowser(), startBackend()])
}, 30000)

afterAll(async () => {
  await browser?.close()
  backend?.kill()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

const isLoopback = (address: string) => /^(http:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:|about:)/.test(address)

/** The editor in a page that reaches nothing but this machine, with every console error and failed request noted. */
async function openEditor(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await context.route(
    (address) => !isLoopback(address.toString()),
    (route) => route.abort(),
  )
  // The test build's editor asks for decap-server at its default address: the test's own server answers instead.
  await context.route(backendUrl, async (route) => route.fulfill({ response: await route.fetch({ url: ownBackendUrl }) }))
  const page = await context.newPage()
  const problems: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`))
  page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`))
  await page.goto(url("/admin"))
  // decap-server asks no password: its sign-in page has one button
  await page.getByRole("button", { name: "Login" }).click({ timeout: 60000 })
  return { page, problems }
}

describe("the content editor at /admin", () => {
  it("is kept out of search engines' indexes and runs under its own policy", () => {
    const html = builtPage("/admin")
    expect(html.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("none")
    expect(html.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toContain(
      `connect-src 'self' blob: ${new URL(backendUrl).origin}`,
    )
  })

  it("opens on this machine's decap-server and lists every collection, with no console error", async () => {
    const { page, problems } = await openEditor()
    for (const meta of Object.values(COLLECTIONS))
      await page.getByRole("link", { name: meta.label, exact: true }).first().waitFor({ timeout: 60000 })
    expect(problems).toEqual([])
    await page.context().close()
  }, 90000)

  it("saves an edit of the site's facts into data/site.yaml, which the build still accepts", async () => {
    const { page, problems } = await openEditor()
    await page.getByRole("link", { name: COLLECTIONS.SiteYaml.label, exact: true }).first().click()
    await page.getByText(COLLECTIONS.SiteYaml.label, { exact: true }).last().click()
    const tagline = page.getByLabel("Tagline", { exact: true })
    await tagline.waitFor({ timeout: 60000 })
    const edited = "Doctors online across Ontario, edited in the editor"
    await tagline.fill(edited)
    // decap-server's file mode publishes at once (no editorial workflow on this machine)
    await page.getByRole("button", { name: "Publish" }).click()
    await page.getByText("Publish now").click()
    const file = path.join(copy, "data", "site.yaml")
    await expect
      .poll(() => (yaml.load(readFileSync(file, "utf8")) as { brand: { tagline: string } }).brand.tagline, { timeout: 30000 })
      .toBe(edited)
    const saved = yaml.load(readFileSync(file, "utf8")) as { brand: { tagline: string } }
    expect(validateDataFile("site.yaml", saved)).toEqual([])
    // the rewrite keeps every other value (comments and key order are Decap's: docs/editing.md)
    const before = yaml.load(readFileSync(path.join(root, "data", "site.yaml"), "utf8")) as { brand: { tagline: string } }
    expect(saved).toEqual({ ...before, brand: { ...before.brand, tagline: edited } })
    expect(problems).toEqual([])
    await page.context().close()
  }, 120000)
})
