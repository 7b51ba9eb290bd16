import { useEffect, useState } from "react"
import { navigate } from "gatsby"
import { gatsbyLoader } from "../lib/gatsby-internals"
import { TRANSITION, fadeOutDestination } from "../lib/page-transition"

/** Where the page is in leaving: still showing while the next loads, then fading out. */
export interface PageTransition {
  /** The next page is loading: the current one stays visible but takes no clicks or focus. */
  waiting: boolean
  /** The wait has lasted long enough to say so. */
  slow: boolean
  /** The next page is ready and the current one fades out. */
  leaving: boolean
}

const IDLE: PageTransition = { waiting: false, slow: false, leaving: false }

// Gatsby's own loader (page data and the page's code): once it has resolved, navigate() renders at once.
const loadNextPage = (destination: string): Promise<unknown> => {
  const loader = gatsbyLoader()
  const { pathname } = new URL(destination, window.location.href)
  return loader ? loader.loadPage(pathname).catch(() => null) : Promise.resolve()
}

/**
 * Leaves the page at `pathname` for another on a link click without ever showing an empty page: the page stays as
 * it is, inert, until the next one has loaded (saying it is loading after TRANSITION.progressDelayMs), then fades out
 * and the next one is shown. The last click wins; Back or Forward cancels. Under reduced motion there is no fade.
 */
export const usePageTransition = (pathname: string): PageTransition => {
  const [state, setState] = useState<PageTransition & { from: string | null }>({ ...IDLE, from: null })

  useEffect(() => {
    let click = 0
    let timers: number[] = []
    const cancel = () => {
      click += 1
      timers.forEach((timer) => window.clearTimeout(timer))
      timers = []
    }
    const onClick = (event: MouseEvent) => {
      const destination = fadeOutDestination(event, new URL(window.location.href))
      if (!destination) return
      // Gatsby's Link leaves a click whose default is prevented alone, so the navigation waits for the next page.
      event.preventDefault()
      cancel()
      const current = click
      const from = window.location.pathname
      setState({ ...IDLE, waiting: true, from })
      timers.push(window.setTimeout(() => setState({ ...IDLE, waiting: true, slow: true, from }), TRANSITION.progressDelayMs))
      void loadNextPage(destination).then(() => {
        if (current !== click) return
        cancel()
        if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
          void navigate(destination)
          return
        }
        setState({ ...IDLE, waiting: true, leaving: true, from })
        timers.push(window.setTimeout(() => navigate(destination), TRANSITION.durationMs))
      })
    }
    const onHistory = () => {
      cancel()
      setState({ ...IDLE, from: null })
    }
    // Capturing on the document runs before React's handlers on the root, Gatsby's Link among them.
    document.addEventListener("click", onClick, true)
    window.addEventListener("popstate", onHistory)
    return () => {
      document.removeEventListener("click", onClick, true)
      window.removeEventListener("popstate", onHistory)
      cancel()
    }
  }, [])

  // Arriving ends the fade that led here, not one a click started from this address before its page showed.
  useEffect(() => setState((now) => (now.from === pathname ? now : { ...IDLE, from: null })), [pathname])

  return state.from === pathname ? { waiting: state.waiting, slow: state.slow, leaving: state.leaving } : IDLE
}
