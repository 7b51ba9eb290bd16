import { type ChildProcess, spawn } from "child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"
import type { Readable } from "stream"

import { By, Capabilities, error as webdriverError, Key, WebDriver, type WebElement } from "selenium-webdriver"
import { Executor, HttpClient } from "selenium-webdriver/http"

import { url, VIEWPORTS } from "./browser"
import type { LaunchOptions, PageOptions, SuiteBrowser, SuiteElement, SuitePage, Target } from "./suite-page"
import { type PageProxy, startPageProxy } from "./webkit-proxy"
import { freePort } from "../../../scripts/free-port"

/**
 * WebKit for the core suite: Debian's WebKitGTK (webkit2gtk-driver), its WebKitWebDriver driving MiniBrowser in an
 * Xvfb display over classic WebDriver (selenium-webdriver). WebKitWebDriver runs one session at a time, so each page
 * has its own driver, MiniBrowser and proxy (webkit-proxy.ts), and nothing is shared between pages.
 *
 * What the other engines get from their protocol, WebKit gets another way:
 * - no request interception: MiniBrowser's own --proxy sends every request, https and 127.0.0.1 included, to a local
 *   proxy that refuses anything not to 127.0.0.1. (The WebDriver proxy capability is not used: WebKitWebDriver turns
 *   sslProxy into an https:// proxy, which GLib reaches over TLS.)
 * - no console log: the proxy puts a same-origin probe script first in every page, which reports console errors and
 *   uncaught errors back to it, and it notes failed loads itself.
 * - no media emulation: reduced motion is the GTK setting WebKitGTK follows (gtk-enable-animations, in the
 *   settings.ini of the XDG_CONFIG_HOME the browser is started with).
 * - no viewport emulation: the window is sized so that its page area is the viewport asked for; MiniBrowser's window
 *   is never narrower than WEBKIT_NARROWEST_WINDOW (suite-page.ts).
 */

/**
 * How long a driver may take to start MiniBrowser and its session before it is taken for the start-up hang: a start
 * takes about a second, a few on a busy machine, and a hang costs this once.
 */
const SESSION_START_MS = 20_000
/** Xvfb not started after this long has hung (it says when it is ready); a loaded machine once took over 10 s. */
const XVFB_HANG_MS = 60_000
/** As long as the suite's web-first assertions wait (expect.ts). */
const WAIT_MS = 15_000
/**
 * The longest any one WebDriver command may take: a page load is given up by the session at PAGE_LOAD_MS, and the
 * commands of a page answer in well under a second.
 */
const PAGE_LOAD_MS = 30_000
const COMMAND_MS = 45_000
const DRIVER_HANG = "WebKit: WebKitWebDriver gave no answer"

/** Whether `error` is WebKitWebDriver not answering a command (NamedTimeoutExecutor), not a finding of the test. */
export const isDriverHang = (error: unknown): boolean => error instanceof Error && error.message.startsWith(DRIVER_HANG)

const miniBrowser = (): string => {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH
  // In the multiarch directory of libwebkit2gtk-4.1-0 (webkit2gtk-driver's dependency), e.g. x86_64-linux-gnu.
  const found = readdirSync("/usr/lib")
    .map((dir) => path.join("/usr/lib", dir, "webkit2gtk-4.1", "MiniBrowser"))
    .find((file) => existsSync(file))
  if (!found) throw new Error("No MiniBrowser: install webkit2gtk-driver (npm test does, as root)")
  return found
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `promise`, or an error saying `what` once `ms` have passed without it settling. */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Selenium's executor, with a limit on each command: WebKitWebDriver has been seen never to answer a command once in
 * a clean-clone run (the test sat until jest's timeout, with no word of which step hung). Now the command is named.
 */
class NamedTimeoutExecutor extends Executor {
  override execute(command: Parameters<Executor["execute"]>[0]) {
    return within(super.execute(command), COMMAND_MS, `${DRIVER_HANG} to ${command.getName()} in ${COMMAND_MS / 1000} s`)
  }
}

/** Calls `attempt` until it returns something other than undefined or false, for at most `ms`. */
async function poll<T>(what: string, attempt: () => Promise<T | undefined | false>, ms = WAIT_MS): Promise<T> {
  const giveUpAt = Date.now() + ms
  for (;;) {
    const result = await attempt()
    if (result !== undefined && result !== false) return result
    if (Date.now() > giveUpAt) throw new Error(`WebKit: gave up after ${ms} ms waiting for ${what}`)
    await sleep(100)
  }
}

/** Ends a process (with its process group when it leads one) and waits for it. */
async function stop(child: ChildProcess, group = false) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, name)
      else child.kill(name)
    } catch {
      // already gone
    }
  }
  signal("SIGTERM")
  const killed = setTimeout(() => signal("SIGKILL"), 5_000)
  await exited
  clearTimeout(killed)
}

/** Keeps the last few kilobytes a process printed, for the error that says why it failed. */
const tail = (streams: Array<Readable | null>) => {
  let text = ""
  for (const stream of streams) stream?.on("data", (chunk: Buffer) => (text = (text + chunk.toString()).slice(-4000)))
  return () => text
}

async function startXvfb() {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  })
  const output = tail([xvfb.stderr])
  // Xvfb picks a free display and writes its number to file descriptor 3.
  const started = new Promise<string>((resolve, reject) => {
    let written = ""
    ;(xvfb.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes("\n")) resolve(`:${written.trim()}`)
    })
    xvfb.once("error", reject)
    xvfb.once("exit", (code) => reject(new Error(`Xvfb stopped (${code}): ${output()}`)))
  })
  try {
    const display = await within(started, XVFB_HANG_MS, `Xvfb did not start in ${XVFB_HANG_MS / 1000} s`)
    return { display, stop: () => stop(xvfb) }
  } catch (error) {
    await stop(xvfb)
    throw error
  }
}

/** A WebKitWebDriver of its own, in its own process group with the MiniBrowser it starts, once it answers. */
async function startDriver(env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const driver = spawn("WebKitWebDriver", [`--port=${port}`, "--host=127.0.0.1"], {
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  })
  const output = tail([driver.stdout, driver.stderr])
  let failed: Error | undefined
  driver.once("error", (error) => (failed = error))
  const address = `http://127.0.0.1:${port}`
  await poll(
    "WebKitWebDriver to answer",
    async () => {
      if (failed) throw failed
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver stopped (${driver.exitCode}): ${output()}`)
      return fetch(`${address}/status`).then(
        (answer) => answer.ok,
        () => false,
      )
    },
    10_000,
  )
  return { address, output, stop: () => stop(driver, true) }
}

const capabilities = (proxyPort: number, javaScript: boolean, waitForLoad: boolean) => ({
  browserName: "MiniBrowser",
  pageLoadStrategy: waitForLoad ? "normal" : "none",
  timeouts: { implicit: 0, pageLoad: PAGE_LOAD_MS, script: 30_000 },
  "webkitgtk:browserOptions": {
    binary: miniBrowser(),
    args: [
      "--automation",
      `--proxy=http://127.0.0.1:${proxyPort}`,
      // No lookups of the hosts a page links to.
      "--enable-dns-prefetching=false",
      // The page's own scripts off, WebDriver's still on: as JavaScript turned off in the other engines.
      ...(javaScript ? [] : ["--enable-javascript-markup=false"]),
    ],
  },
})

/**
 * A MiniBrowser session. WebKitWebDriver sometimes never answers the new-session request (MiniBrowser starts but the
 * automation session does not): such a start is ended and tried once more, and said so.
 */
async function startSession(env: NodeJS.ProcessEnv, proxyPort: number, javaScript: boolean, waitForLoad: boolean) {
  for (let attempt = 1; ; attempt += 1) {
    const driverProcess = await startDriver(env)
    // Not selenium's Builder, which lets SELENIUM_BROWSER and SELENIUM_REMOTE_URL in the environment change the browser.
    const driver = WebDriver.createSession(
      new NamedTimeoutExecutor(new HttpClient(driverProcess.address)),
      new Capabilities(capabilities(proxyPort, javaScript, waitForLoad)),
    )
    const started = driver.getSession()
    // Given up on below when it hangs: its late failure (once the driver is ended) is no one's to hear.
    started.catch(() => undefined)
    try {
      await within(started, SESSION_START_MS, `no session after ${SESSION_START_MS / 1000} s`)
      return { driver, stopDriver: driverProcess.stop }
    } catch (error) {
      await driverProcess.stop()
      const why = `WebKitWebDriver did not start MiniBrowser's session: ${(error as Error).message}`
      if (attempt === 2) throw new Error(`${why}, a second time.\n${driverProcess.output()}`)
      console.warn(`${why}; the known start-up hang: trying once more.`)
    }
  }
}

/** Sizes the window so that the page area (the viewport) is `size`, as far as MiniBrowser's window allows. */
async function setViewport(driver: WebDriver, size: { width: number; height: number }) {
  await driver
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...size })
  const [width, height] = await driver.executeScript<[number, number]>("return [innerWidth, innerHeight]")
  await driver
    .manage()
    .window()
    .setRect({ width: size.width + (size.width - width), height: size.height + (size.height - height) })
}

// Elements that have a role without saying so (HTML-AAM), for the roles the suite looks for; any element can also
// take a role with the role attribute. WebKit's accessibility tree then decides (computed role and name).
const IMPLICIT_ROLES: Record<string, string> = {
  button: 'button, input[type="button"], input[type="submit"], input[type="reset"], summary',
  link: "a[href], area[href]",
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], textarea',
  region: "section",
  navigation: "nav",
  dialog: "dialog",
}

/** Run in the page: the rendered elements (the ones in the accessibility tree) that may have `role`. */
const roleCandidates = (role: string, inside: string | null, implicit: string) => {
  const selector = [`[role="${role}"]`, implicit].filter(Boolean).join(", ")
  const scopes: ParentNode[] = inside ? Array.from(document.querySelectorAll(inside)) : [document]
  const found = new Set<Element>()
  for (const scope of scopes) for (const element of Array.from(scope.querySelectorAll(selector))) found.add(element)
  return Array.from(found).filter(
    (element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      !element.closest('[aria-hidden="true"], [inert]'),
  )
}

/**
 * Run in the page before a click: puts the element in the middle of the window unless it is all in view already, as
 * puppeteer does before its clicks (WebKitWebDriver's own scrolling can leave an element just below the page area,
 * where its click fails as not interactable), and tells whether it is shown and has not moved between two frames.
 */
const readyForClick = async (element: Element) => {
  const box = element.getBoundingClientRect()
  if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
    element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" })
  const before = element.getBoundingClientRect()
  for (let frame = 0; frame < 2; frame += 1) await new Promise((done) => requestAnimationFrame(done))
  const after = element.getBoundingClientRect()
  return (
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== "hidden" &&
    before.x === after.x &&
    before.y === after.y &&
    before.width === after.width &&
    before.height === after.height
  )
}

/** Errors of a click that a moment later may not happen: the element was covered, not yet interactable or replaced. */
const clickMayWork = (error: unknown) =>
  error instanceof webdriverError.ElementClickInterceptedError ||
  error instanceof webdriverError.ElementNotInteractableError ||
  error instanceof webdriverError.StaleElementReferenceError

async function openWebKitPage(
  env: NodeJS.ProcessEnv,
  javaScript: boolean,
  viewport: keyof typeof VIEWPORTS,
  options: PageOptions = {},
): Promise<SuitePage> {
  const proxy: PageProxy = await startPageProxy(options)
  let session: Awaited<ReturnType<typeof startSession>>
  try {
    // Scripts held back hold back the load event a navigation waits for: then it does not wait, and goto waits for the
    // probe, which runs as the document is parsed.
    session = await startSession(env, proxy.port, javaScript, !options.holdSiteScripts)
  } catch (error) {
    await proxy.close()
    throw error
  }
  const { driver, stopDriver } = session
  const close = async () => {
    // MiniBrowser and its driver are ended below whatever quit did.
    await within(driver.quit(), 10_000, "quit").catch(() => undefined)
    await stopDriver()
    await proxy.close()
  }
  try {
    await setViewport(driver, VIEWPORTS[viewport])
  } catch (error) {
    await close()
    throw error
  }

  const resolve = async (target: Target): Promise<WebElement | undefined> => {
    if (typeof target === "string") return (await driver.findElements(By.css(target)))[0]
    const candidates = await driver.executeScript<WebElement[]>(
      roleCandidates,
      target.role,
      target.within ?? null,
      IMPLICIT_ROLES[target.role] ?? "",
    )
    for (const candidate of candidates) {
      try {
        if ((await candidate.getAriaRole()) !== target.role) continue
        if ((await candidate.getAccessibleName()).trim() === target.name) return candidate
      } catch (error) {
        if (!(error instanceof webdriverError.StaleElementReferenceError)) throw error
      }
    }
    return undefined
  }

  const describe = (target: Target) =>
    typeof target === "string" ? target : `${target.within ?? ""} ${target.role} "${target.name}"`.trim()

  const find = (target: Target) => poll(describe(target), () => resolve(target))

  const click = (what: string, element: () => Promise<WebElement | undefined>) => {
    // Said when the click is given up on: what kept it from happening the last time.
    let last = "not found"
    return poll(`${what} to take a click`, async () => {
      const found = await element()
      if (!found) return false
      if (!(await driver.executeScript<boolean>(readyForClick, found))) {
        last = "not shown, or moving"
        return false
      }
      try {
        await found.click()
        return true
      } catch (error) {
        if (!clickMayWork(error)) throw error
        last = `${(error as Error).name}: ${(error as Error).message}`
        return false
      }
    }).catch((error: Error) => {
      throw new Error(`${error.message} (${last})`)
    })
  }

  const suiteElement = (element: WebElement): SuiteElement => ({
    click: async () => {
      await click("the element", async () => element)
    },
    evaluate: <R, A extends unknown[]>(fn: (element: Element, ...args: A) => R, ...args: A) =>
      driver.executeScript<Awaited<R>>(fn, element, ...args),
    findAll: async (selector) => (await element.findElements(By.css(selector))).map(suiteElement),
  })

  return {
    problems: proxy.problems,
    goto: async (path) => {
      await driver.get(url(path))
      // With the page's scripts off the probe cannot run either, and there is no console error to hear.
      if (!javaScript) return
      const probed = () => driver.executeScript<boolean>("return window.__webkitSuiteProbe === true")
      if (options.holdSiteScripts) await poll(`${path} to run the test proxy's probe`, probed)
      else if (!(await probed())) throw new Error(`WebKit: ${path} was not served through the test proxy (no probe in the page)`)
    },
    evaluate: <R, A extends unknown[]>(fn: (...args: A) => R, ...args: A) => driver.executeScript<Awaited<R>>(fn, ...args),
    waitFor: async (fn, ...args) => {
      await poll(`${fn.toString().slice(0, 200)} to hold`, async () => Boolean(await driver.executeScript(fn, ...args)))
    },
    find: async (target) => suiteElement(await find(target)),
    click: async (target) => {
      await click(describe(target), () => resolve(target))
    },
    focus: async (target) => {
      await driver.executeScript((element: HTMLElement) => element.focus(), await find(target))
    },
    fill: async (target, value) => {
      await (await find(target)).sendKeys(value)
    },
    clickNow: async (selector) => {
      await (await driver.findElement(By.css(selector))).click()
    },
    releaseSiteScripts: () => proxy.releaseSiteScripts(),
    press: async (key) => {
      const code = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB }[key]
      await driver.actions().keyDown(code).keyUp(code).perform()
    },
    close,
  }
}

/**
 * One Xvfb display for the pages of this "browser", and the GTK settings they start with: animations off (what
 * WebKitGTK reports as prefers-reduced-motion: reduce) when the visitor asks for reduced motion, on otherwise, whatever
 * the machine's own settings say.
 */
export async function launchWebKit({ reducedMotion = false, javaScript = true }: LaunchOptions = {}): Promise<SuiteBrowser> {
  const home = mkdtempSync(path.join(os.tmpdir(), "webkit-suite-"))
  mkdirSync(path.join(home, "config", "gtk-3.0"), { recursive: true })
  writeFileSync(
    path.join(home, "config", "gtk-3.0", "settings.ini"),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  )
  const xvfb = await startXvfb()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DISPLAY: xvfb.display,
    GDK_BACKEND: "x11",
    XDG_CONFIG_HOME: path.join(home, "config"),
    XDG_CACHE_HOME: path.join(home, "cache"),
    XDG_DATA_HOME: path.join(home, "data"),
    // No accessibility bus to look for (WebDriver's computed role and name come from WebKit itself).
    NO_AT_BRIDGE: "1",
  }
  delete env.WAYLAND_DISPLAY
  return {
    openPage: (viewport, options) => openWebKitPage(env, javaScript, viewport, options),
    close: async () => {
      await xvfb.stop()
      rmSync(home, { recursive: true, force: true })
    },
  }
}
