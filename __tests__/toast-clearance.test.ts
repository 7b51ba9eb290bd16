import { keepFocusClearOfToasts, TOAST_CLEARANCE } from "../src/lib/toast-clearance"

/** jsdom lays nothing out: each element is given the box a phone's browser would draw. */
const placeAt = (element: HTMLElement, top: number, bottom: number) => {
  element.getBoundingClientRect = () => ({ top, bottom }) as DOMRect
}

/** jsdom has no ResizeObserver: this one calls back when a test says the toasts changed size. */
const resizeCallbacks: Array<() => void> = []
class FakeResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback)
  }
  observe() {}
  disconnect() {}
}

/** MutationObserver calls back in a microtask queued by the change: one awaited after it runs later. */
const mutationsSeen = () => Promise.resolve()

const clearance = () => document.documentElement.style.getPropertyValue(TOAST_CLEARANCE)

let stop: () => void = () => undefined
beforeEach(() => {
  Object.assign(globalThis, { ResizeObserver: FakeResizeObserver })
  document.body.innerHTML = '<button>Send Request</button><div id="toasts"></div>'
})
afterEach(() => {
  stop()
  Reflect.deleteProperty(globalThis, "ResizeObserver")
})

const region = () => document.getElementById("toasts")!
const showToast = (top: number) => {
  const toast = document.createElement("div")
  toast.setAttribute("role", "alert")
  toast.textContent = "Your message was not sent."
  placeAt(toast, top, window.innerHeight)
  region().append(toast)
  return toast
}

describe("the room kept for the toasts at the foot of the screen", () => {
  it("is the toasts' height and a small gap while one shows, and nothing once it goes", async () => {
    stop = keepFocusClearOfToasts(region())
    const toast = showToast(window.innerHeight - 100)
    await mutationsSeen()
    expect(clearance()).toBe("108px")
    toast.remove()
    await mutationsSeen()
    expect(clearance()).toBe("0px")
    stop()
    expect(clearance()).toBe("")
  })

  it("scrolls the focused control clear when a toast appears over it, and leaves one the toast does not cover", async () => {
    const button = document.querySelector("button")!
    button.scrollIntoView = jest.fn()
    button.focus()
    stop = keepFocusClearOfToasts(region())
    placeAt(button, 600, 640)
    showToast(window.innerHeight - 100)
    await mutationsSeen()
    expect(button.scrollIntoView).not.toHaveBeenCalled()
    placeAt(button, 640, 680)
    resizeCallbacks.at(-1)!()
    expect(button.scrollIntoView).toHaveBeenCalledWith({ block: "nearest" })
  })

  it("leaves the page as it was in a browser without ResizeObserver", async () => {
    Reflect.deleteProperty(globalThis, "ResizeObserver")
    stop = keepFocusClearOfToasts(region())
    showToast(window.innerHeight - 100)
    await mutationsSeen()
    expect(clearance()).toBe("")
  })
})
