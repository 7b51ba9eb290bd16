import { FIRST_TOUCH_EVENTS, LARGEST_PAINT_WAIT_MS, paintFirst, THIRD_PARTY_WAIT_MS } from "../gatsby/post-build/paint-first"

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
  const html = paintFirst(built, thirdParty)
  expect(html).not.toContain("<script src=")
  Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true })
  Object.defineProperty(window, "PerformanceObserver", { value: observer, configurable: true, writable: true })
  document.body.innerHTML = ""
  new Function(html.match(/<script>([\s\S]*?)<\/script>/)![1])()
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

  it("leaves a page without chunk scripts, or one already rewritten, as it is", () => {
    expect(paintFirst("<p>plain</p>")).toBe("<p>plain</p>")
    expect(paintFirst(paintFirst(built))).toBe(paintFirst(built))
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
    jest.advanceTimersByTime(THIRD_PARTY_WAIT_MS - 1)
    expect(tagOnPage()).toBe(false)
    jest.advanceTimersByTime(1)
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js", tag])
  })

  it.each(FIRST_TOUCH_EVENTS)("starts it at once on the visitor's first %s, and only once", (type) => {
    openBuiltPage({ thirdParty: [tag] })
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    expect(tagOnPage()).toBe(true)
    load()
    jest.runAllTimers()
    document.body.dispatchEvent(new Event(type, { bubbles: true }))
    expect(chunksOnPage().filter((source) => source === tag)).toHaveLength(1)
  })

  it("starts it when the tab is hidden, as a visitor leaves or opens the page in the background", () => {
    openBuiltPage({ thirdParty: [tag] })
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    document.dispatchEvent(new Event("visibilitychange"))
    expect(tagOnPage()).toBe(true)
    openBuiltPage({ visibility: "hidden", thirdParty: [tag] })
    expect(tagOnPage()).toBe(true)
  })

  it("is not on a page built without one", () => {
    openBuiltPage()
    load()
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    jest.runAllTimers()
    expect(chunksOnPage()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
  })
})
