import { screen, waitFor } from "@testing-library/react"
import { type ReactElement, type ReactNode, useEffect, useState } from "react"
import { TextEncoder } from "util"

import { onInitialClientRender, onRouteUpdate, replaceHydrateFunction } from "../gatsby-browser"
import Layout from "../src/components/layout/layout"
import { ARRIVED_ATTRIBUTE, arrivedSelector, HYDRATED_ATTRIBUTE, HYDRATED_SELECTOR } from "./support/hydration"

// React's server renderer needs TextEncoder as it loads, which jsdom does not give.
Object.assign(globalThis, { TextEncoder })
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")

// Gatsby's outermost component runs onInitialClientRender from its effect (gatsby/cache-dir/production-app.js).
const GatsbyApp = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    onInitialClientRender?.({} as never, {} as never)
  }, [])
  return children
}

const Page = () => {
  const [pressed, setPressed] = useState(false)
  return (
    <GatsbyApp>
      <Layout pathname="/">
        <button type="button" onClick={() => setPressed(true)}>
          {pressed ? "Pressed" : "Press"}
        </button>
      </Layout>
    </GatsbyApp>
  )
}

const hydrate = replaceHydrateFunction?.({} as never, {} as never) as unknown as (
  element: ReactElement,
  container: Element,
) => () => void

describe("the mark that the page has hydrated", () => {
  let unmount = () => {}
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT

  // Hydration runs as in the browser, in a transition after the test's own task: act() would run it at once.
  beforeEach(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
  })

  afterEach(() => {
    unmount()
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE)
    document.body.replaceChildren()
    jest.restoreAllMocks()
  })

  it("is not on the prerendered page, comes once React has hydrated it, and by then its buttons answer", async () => {
    const consoleError = jest.spyOn(console, "error")
    const root = Object.assign(document.createElement("div"), { id: "___gatsby", innerHTML: renderToString(<Page />) })
    document.body.append(root)
    expect(document.querySelector(HYDRATED_SELECTOR)).toBeNull()

    unmount = hydrate(<Page />, root)
    expect(document.querySelector(HYDRATED_SELECTOR)).toBeNull()

    await waitFor(() => expect(document.querySelector(HYDRATED_SELECTOR)).not.toBeNull(), { timeout: 10_000 })
    screen.getByRole("button", { name: "Press" }).click()
    expect(await screen.findByRole("button", { name: "Pressed" })).toBeInTheDocument()
    // React reports a page that did not match its prerendered HTML here
    expect(consoleError).not.toHaveBeenCalled()
    // Rendering and hydrating the whole layout in jsdom takes about 2 s, over jest's 5 s on a busy machine: as long as
    // the hydration wait above, and a little more.
  }, 15_000)
})

describe("the mark that the app has settled on a page", () => {
  const frames: FrameRequestCallback[] = []
  const nextFrame = () => frames.shift()?.(0)

  beforeEach(() => {
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback))
    window.gtag = jest.fn()
  })

  afterEach(() => {
    frames.length = 0
    document.documentElement.removeAttribute(ARRIVED_ATTRIBUTE)
    delete window.gtag
    jest.restoreAllMocks()
  })

  const routeUpdate = (pathname: string, from?: string) =>
    onRouteUpdate?.({ location: { pathname }, prevLocation: from ? { pathname: from, search: "" } : null } as never, {} as never)

  it("names the landing page two frames after its route update, and sends no page view for it", () => {
    routeUpdate("/contact")
    nextFrame()
    expect(document.querySelector(arrivedSelector("/contact"))).toBeNull()
    nextFrame()
    expect(document.querySelector(arrivedSelector("/contact"))).not.toBeNull()
    expect(window.gtag).not.toHaveBeenCalled()
  })

  it("moves to the next page once its page view has been asked for, with its title written", () => {
    const titleAtPageView: string[] = []
    window.gtag = jest.fn((_command: string, name: unknown) => {
      if (name === "page_view") titleAtPageView.push(document.title)
    })
    routeUpdate("/contact")
    nextFrame()
    nextFrame()
    routeUpdate("/fees", "/contact")
    nextFrame()
    document.title = "Fees"
    nextFrame()
    expect(document.documentElement.getAttribute(ARRIVED_ATTRIBUTE)).toBe("/fees")
    // the inline queue reads the page's title as the page view is asked for: it must be the new page's by then
    expect(titleAtPageView).toEqual(["Fees"])
  })
})
