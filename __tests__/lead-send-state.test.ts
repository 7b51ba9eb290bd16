type SendState = typeof import("../src/lib/lead-send-state")

/** The module as a page opened now loads it: a reload starts with nothing in flight, the tab's storage kept. */
const openPage = (): SendState => {
  let loaded: SendState | undefined
  jest.isolateModules(() => {
    loaded = jest.requireActual<SendState>("../src/lib/lead-send-state")
  })
  return loaded as SendState
}

describe("where this tab's last request stands", () => {
  beforeEach(() => sessionStorage.clear())

  it("knows nothing of a tab that sent nothing", () => {
    expect(openPage().leadSendState()).toBeUndefined()
  })

  it("says a send is on its way while this page sends it, and a second one is refused", () => {
    const page = openPage()
    page.leadSendStarted()
    expect(page.leadSendState()).toEqual({ kind: "sending" })
    expect(page.leadSendInFlight()).toBe(true)
  })

  it("tells a page opened after a reload mid-send that it cannot know whether the send arrived", () => {
    openPage().leadSendStarted()
    const reloaded = openPage()
    expect(reloaded.leadSendState()).toEqual({ kind: "interrupted" })
    expect(reloaded.leadSendInFlight()).toBe(false)
  })

  it("keeps when a send arrived, for a page opened later, and tells those waiting", () => {
    const page = openPage()
    const heard = jest.fn()
    const stop = page.onLeadSendEnded(heard)
    page.leadSendStarted()
    const before = Date.now()
    page.leadSendEnded("sent")
    expect(heard).toHaveBeenCalledWith({ kind: "sent", at: expect.any(Date) })
    const later = openPage().leadSendState()
    expect(later?.kind).toBe("sent")
    expect(later?.kind === "sent" && later.at.getTime()).toBeGreaterThanOrEqual(before)
    stop()
    page.leadSendStarted()
    page.leadSendEnded("failed")
    expect(heard).toHaveBeenCalledTimes(1)
  })

  it("keeps that a send failed, and a new send replaces it", () => {
    const page = openPage()
    page.leadSendStarted()
    page.leadSendEnded("failed")
    expect(openPage().leadSendState()).toEqual({ kind: "failed" })
    page.leadSendStarted()
    expect(page.leadSendState()).toEqual({ kind: "sending" })
  })

  it("keeps nothing of what was typed, and reads a key holding something else as nothing sent", () => {
    const page = openPage()
    page.leadSendStarted()
    expect(Object.keys(JSON.parse(sessionStorage.getItem(page.LEAD_SEND_KEY) ?? "{}")).sort()).toEqual(["at", "kind"])
    sessionStorage.setItem(page.LEAD_SEND_KEY, "not json")
    expect(openPage().leadSendState()).toBeUndefined()
  })
})

describe("a send the browser cuts short because the page is being left", () => {
  beforeEach(() => sessionStorage.clear())

  it("is not recorded as failed: the next page cannot tell whether it arrived", () => {
    const page = openPage()
    page.leadSendStarted()
    window.dispatchEvent(new Event("pagehide"))
    page.leadSendEnded("failed")
    expect(openPage().leadSendState()).toEqual({ kind: "interrupted" })
  })
})
