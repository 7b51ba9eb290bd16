import { HtmlDocument } from "../gatsby/post-build/html-document"
import { LOADER_ID, loadScriptsAfterPaint } from "../gatsby/post-build/paint-first"
import { FIRST_TOUCH_EVENTS, LARGEST_PAINT_WAIT_MS, TAG_QUIET_MS, THIRD_PARTY_WAIT_MS } from "../src/inline/paint-first-timing"
import { CONSENT_GRANTED_EVENT } from "../src/lib/analytics-consent"

/** A built page after the step, as its text would be written. */
const rewritten = (html: string, thirdParty: string[] = []) => {
  const page = new HtmlDocument(html, "/acne/index.html")
  loadScriptsAfterPaint(page, thirdParty)
  return page.toString()
}

const built =
  '<html><body><main><h1>Virtual care</h1></main><script src="/webpack-runtime.js" async=""></script>' +
  '<script src="/framework.js" async=""></script><script src="/app.js" async=""></script></body></html>'

/** A browser's PerformanceObserver that reports the largest paint when the test says so. */
class FakeObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"]
  static observing: FakeObserver[] = []
  constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: "largest-contentful-paint", buffered: true })
    FakeObserver.observing.push(this)
  }
  disconnect() {
    FakeObserver.observing = FakeObserver.observing.filter((observer) => observer !== this)
  }
  static reportLargestPaint() {
    for (const observer of FakeObserver.observing) observer.callback({}, observer)
  }
}

const chunksOnPage = () => [...document.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"))

/** Runs the built page's loader as the browser would, in a tab that is `visibility`. */
function openBuiltPage({ visibility = "visible", observer = FakeObserver as unknown, thirdParty = [] as string[] } = {}) {
  const page = new HtmlDocument(rewritten(built, thirdParty), "/acne/index.html")
  const body = page.the("body")
  expect(page.elements((element) => element.tagName === "script" && element.attrs.some((a) => a.name === "src"))).toEqual([])
  Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true })
  Object.defineProperty(window, "PerformanceObserver", { value: observer, configurable: true, writable: true })
  // the page as it arrives (scripts set through innerHTML do not run), then its loader, as the browser runs it
  document.body.innerHTML = page.innerSource(body)
  const [loader] = page.elements((element) => element.attrs.some((a) => a.name === "id" && a.value === LOADER_ID))
  new Function(page.innerSource(loader))()
}

beforeEach(() => {
  jest.useFakeTimers()
  FakeObserver.observing = []
})
afterEach(() => jest.useRealTimers())

describe("Gatsby's scripts start after the page's largest paint", () => {
  it("waits until the browser reports the largest paint on screen, then loads them in order", () => {
    openBuiltPage()
    jest.advanceTimersByTime(LARGEST_PAINT_WAIT_MS - 1)
    expect(chunksOnPage()).toEqual([])
    FakeObserver.reportLargestPaint()
    jest.advanceTimersByTime(0)
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect(FakeObserver.observing).toEqual([])
  })

  it("loads them once, even when the report comes after the longest wait", () => {
    openBuiltPage()
    jest.advanceTimersByTime(LARGEST_PAINT_WAIT_MS)
    expect(chunksOnPage()).toHaveLength(3)
    FakeObserver.reportLargestPaint()
    jest.runAllTimers()
    expect(chunksOnPage()).toHaveLength(3)
  })

  it.each([
    ["a control takes focus", () => document.body.appendChild(document.createElement("input")).focus()],
    [
      "a form is submitted",
      () => document.body.appendChild(document.createElement("form")).dispatchEvent(new Event("submit", { bubbles: true })),
    ],
  ])("loads them at once when %s before the largest paint, and only once", (_, act) => {
    openBuiltPage()
    act()
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    FakeObserver.reportLargestPaint()
    jest.runAllTimers()
    act()
    expect(chunksOnPage()).toHaveLength(3)
  })

  it("loads them at once in a hidden tab, which paints nothing", () => {
    openBuiltPage({ visibility: "hidden" })
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
  })

  it("loads them after the first frame in a browser that reports no largest paint", () => {
    class PaintOnly {
      static supportedEntryTypes = ["paint"]
    }
    for (const observer of [PaintOnly, undefined]) {
      openBuiltPage({ observer })
      expect(chunksOnPage()).toEqual([])
      jest.runAllTimers()
      expect(chunksOnPage()).toHaveLength(3)
    }
  })

  it("leaves a page already rewritten as it is, and fails the build, naming the page, for one without chunk scripts", () => {
    expect(rewritten(rewritten(built))).toBe(rewritten(built))
    expect(() => rewritten("<html><body><p>plain</p></body></html>")).toThrow(/^\/acne\/index\.html has no chunk scripts/)
  })

  const pageWith = (tag: string) => `<html><body><main><h1>Virtual care</h1></main>${tag}</body></html>`

  it.each([
    ["a JavaScript type", '<script type="text/javascript" src="/app.js" async=""></script>'],
    ["another attribute order", '<script async="" src="/app.js"></script>'],
  ])("finds Gatsby's scripts written with %s", (_, tag) => {
    expect(rewritten(pageWith(tag))).toContain(`<script type="application/json" id="paint-first-chunks">["/app.js"]</script>`)
  })

  it("fails the build rather than skip a page whose scripts Gatsby wrote another way (defer)", () => {
    expect(() => rewritten(pageWith('<script src="/app.js" defer=""></script>'))).toThrow(/has no chunk scripts/)
  })
})

describe("third-party scripts (Google's tag) start once the visitor is reading", () => {
  const tag = "https://www.googletagmanager.com/gtag/js?id=G-TEST"
  const tagOnPage = () => chunksOnPage().includes(tag)
  const load = () => window.dispatchEvent(new Event("load"))

  it("waits past the largest paint and the load event, then starts it on its own", () => {
    openBuiltPage({ thirdParty: [tag] })
    FakeObserver.reportLargestPaint()
    jest.advanceTimersByTime(0)
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    load()
    jest.advanceTimersByTime(THIRD_PARTY_WAIT_MS + TAG_QUIET_MS - 1)
    expect(tagOnPage()).toBe(false)
    jest.advanceTimersByTime(1)
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js", tag])
  })

  it.each(FIRST_TOUCH_EVENTS)("starts it once the visitor is still after their first %s, and only once", (type) => {
    openBuiltPage({ thirdParty: [tag] })
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    jest.advanceTimersByTime(TAG_QUIET_MS - 1)
    expect(tagOnPage()).toBe(false)
    jest.advanceTimersByTime(1)
    expect(tagOnPage()).toBe(true)
    load()
    jest.runAllTimers()
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    jest.runAllTimers()
    expect(chunksOnPage().filter((source) => source === tag)).toHaveLength(1)
  })

  it("puts it off while the visitor goes on touching, so a tap never waits for the tag's first task", () => {
    openBuiltPage({ thirdParty: [tag] })
    document.body.dispatchEvent(new Event("touchstart", { bubbles: true }))
    for (let tap = 0; tap < 5; tap++) {
      jest.advanceTimersByTime(TAG_QUIET_MS - 100)
      document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    }
    expect(tagOnPage()).toBe(false)
    jest.advanceTimersByTime(TAG_QUIET_MS)
    expect(tagOnPage()).toBe(true)
  })

  it("starts it when the tab is hidden, as a visitor leaves or opens the page in the background", () => {
    openBuiltPage({ thirdParty: [tag] })
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
    expect(tagOnPage()).toBe(true)
    openBuiltPage({ visibility: "hidden", thirdParty: [tag] })
    expect(tagOnPage()).toBe(true)
  })

  it("waits for the visitor's consent: never started while the page does not measure, once still after Accept", () => {
    let measuring = false
    window.analyticsConsent = { choice: () => undefined, measuring: () => measuring, choose: () => {}, reopen: () => {} }
    openBuiltPage({ thirdParty: [tag] })
    FakeObserver.reportLargestPaint()
    load()
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    jest.runAllTimers()
    expect(tagOnPage()).toBe(false)
    measuring = true
    document.dispatchEvent(new Event(CONSENT_GRANTED_EVENT))
    expect(tagOnPage()).toBe(false)
    jest.advanceTimersByTime(TAG_QUIET_MS)
    expect(chunksOnPage().filter((source) => source === tag)).toHaveLength(1)
    delete window.analyticsConsent
  })

  it("is not on a page built without one", () => {
    openBuiltPage()
    load()
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    jest.runAllTimers()
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
  })
})
