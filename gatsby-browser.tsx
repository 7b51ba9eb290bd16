// Browser hooks: the shared layout around every page, page-view analytics and the fade on client-side navigation.
import type { GatsbyBrowser } from "gatsby"
import { startTransition } from "react"
import { hydrateRoot } from "react-dom/client"
import Layout from "./src/components/layout/layout"
import { trackPageView } from "./src/lib/analytics"
import { markClientNavigation } from "./src/lib/navigation-state"

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)

// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking a phone's
// main thread for one long task; a click on a part not yet hydrated still hydrates it at once and is replayed.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => (element, container) => {
  startTransition(() => {
    hydrateRoot(container, element)
  })
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) markClientNavigation()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  // Two frames let react-helmet write the new title before the page view reads it.
  requestAnimationFrame(() => requestAnimationFrame(() => trackPageView(window.location, document.title)))
}
