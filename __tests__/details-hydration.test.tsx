import { act, type ReactElement } from "react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { ServerStyleSheet, ThemeProvider } from "styled-components"

import Faq from "../src/components/sections/faq"
import Header from "../src/components/layout/header"
import { useSiteData } from "../src/hooks/use-site-data"
import { theme } from "../src/styles/theme"
import { interfaceText } from "./support/data"

const ui = interfaceText().layout

const items = [
  { question: "Is it covered by OHIP?", answer: "Yes, with a valid Ontario health card." },
  { question: "When are you open?", answer: "We are open {hours}." },
]

const HeaderOnHome = () => <Header site={useSiteData()} pathname="/" />

const themed = (element: ReactElement) => <ThemeProvider theme={theme}>{element}</ThemeProvider>

/** Lets the toggle events of <details> opened or closed meanwhile be dispatched (a task later) and handled. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 10)))

/**
 * The server's HTML for `element`, in the document as the browser has it, changed as a visitor changes it before the
 * page's scripts run (`before`), then hydrated by React's development build, which warns of any mismatch.
 */
const hydrate = async (element: ReactElement, before: (root: HTMLElement) => void = () => undefined) => {
  const sheet = new ServerStyleSheet()
  const html = renderToString(sheet.collectStyles(themed(element)))
  sheet.seal()
  const root = document.createElement("div")
  root.innerHTML = html
  document.body.append(root)
  before(root)
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => {
    hydrateRoot(root, themed(element))
  })
  await settle()
  const warnings = errors.mock.calls.map((call) => String(call[0]))
  errors.mockRestore()
  return { root, warnings }
}

const summaryReading = (root: HTMLElement, words: string) =>
  Array.from(root.querySelectorAll("summary")).find((summary) => summary.textContent?.trim() === words)!

beforeAll(() => {
  // Hydrated here, not through the testing library, which would say so itself.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
})

afterEach(() => {
  document.body.innerHTML = ""
})

describe("hydrating the server's HTML", () => {
  it("matches for the FAQ, <details name> and all, and keeps an answer opened before it", async () => {
    const { root, warnings } = await hydrate(<Faq title="Frequently Asked Questions" items={items} />, (page) => {
      ;(summaryReading(page, items[1].question).parentElement as HTMLDetailsElement).open = true
    })
    expect(warnings).toEqual([])
    const names = Array.from(root.querySelectorAll("details")).map((details) => details.getAttribute("name"))
    expect(names[0]).toBeTruthy()
    expect(new Set(names).size).toBe(1)
    expect(Array.from(root.querySelectorAll("details")).map((details) => details.open)).toEqual([false, true])
  })

  it("matches for the header, and keeps a menu opened before it: the app's Escape then closes it", async () => {
    const { root, warnings } = await hydrate(<HeaderOnHome />, (page) => {
      ;(summaryReading(page, ui.menu).parentElement as HTMLDetailsElement).open = true
    })
    expect(warnings).toEqual([])
    const menu = summaryReading(root, ui.menu).parentElement as HTMLDetailsElement
    expect(menu.open).toBe(true)
    // The app has taken the open menu over: focus is in it, and Escape, which the browser does not give a <details>, closes it.
    expect(menu).toContainElement(document.activeElement as HTMLElement)
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))
    })
    await settle()
    expect(menu.open).toBe(false)
  })
})
