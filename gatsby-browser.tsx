// Browser hooks: the shared layout around every page, hydration, client-side navigations' page views and scrolling on arrival.
import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import type { Renderer } from "react-dom"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import Layout from "./src/components/layout/layout"
import PageFrameProvider from "./src/components/layout/page-frame-provider"
import { trackPageView } from "./src/lib/analytics"
import { markArrived, markHydrated } from "./src/lib/hydration"
import { markClientNavigation } from "./src/lib/navigation-state"
import { claimNotFoundAddress, releaseNotFoundAddress } from "./src/lib/not-found-address"
import { alwaysStartsAtTop } from "./src/lib/page-transition"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageFrameProvider pageContext={props.pageContext} data={props.data}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </PageFrameProvider>
)

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking a phone's
// main thread for one long task; a click on a part not yet hydrated still hydrates it at once and is replayed.
// Only server-rendered markup can be hydrated: `gatsby develop` serves an empty shell (and mounts its loading
// indicator into a new, empty element), where hydrating failed on every page; those are rendered from scratch.
const hydrateInTransition = (element: ReactElement, container: Element) => {
  if (container.children.length === 0) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: Root | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}

// Gatsby types this hook with ReactDOM's legacy render overloads; it only calls the function and ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInTransition as unknown as Renderer

// Gatsby runs this hook from an effect of its outermost component, and React runs a commit's effects from the leaves up:
// it is the last thing the hydrating commit runs, after every effect of the page and the layout (the page transition's
// click listener, the lead form taking over). An effect of the layout would come earlier in the same commit, and would
// only hold as long as the layout wraps everything that hydrates.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  releaseNotFoundAddress()
  markHydrated()
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation()
}

// Gatsby restores the scroll on Back and Forward itself, once the page shown is the one gone to; a browser restoring it
// too scrolls the page being left (Firefox, as soon as the history moves), and Gatsby saves that position as the
// leaving page's own, so the two pages' positions swap. Only Gatsby's restoration is kept.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  window.history.scrollRestoration = "manual"
  claimNotFoundAddress((window as { pagePath?: string }).pagePath, window.location.pathname)
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) => {
  if (!alwaysStartsAtTop(routerProps.location)) return true
  // Gatsby 5 ignores the coordinates its docs let this hook return: scroll here and tell Gatsby not to.
  window.scrollTo(0, 0)
  return false
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  // Two frames let react-helmet write the new title and <html> attributes before the page view reads them.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      // The landing page's view is the inline queue's: only later navigations' here.
      if (prevLocation) trackPageView()
      markArrived(location.pathname)
    }),
  )
}
