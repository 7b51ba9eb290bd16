import { useEffect, useState } from "react"
import { navigate } from "gatsby"
import { TRANSITION, fadeOutDestination } from "../lib/page-transition"

/**
 * Fades the page out before a link click takes the visitor to another page, then goes there: true while the page
 * at `pathname` is fading out. The last click wins; Back or Forward during the fade cancels it. Under reduced
 * motion links go at once.
 */
export const usePageTransition = (pathname: string): boolean => {
  const [leavingFrom, setLeavingFrom] = useState<string | null>(null)

  useEffect(() => {
    let pending: number | undefined
    const onClick = (event: MouseEvent) => {
      const destination = fadeOutDestination(event, new URL(window.location.href))
      if (!destination || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return
      // Gatsby's Link leaves a click whose default is prevented alone, so the navigation waits for the fade.
      event.preventDefault()
      setLeavingFrom(window.location.pathname)
      window.clearTimeout(pending)
      pending = window.setTimeout(() => navigate(destination), TRANSITION.durationMs)
    }
    const onHistory = () => {
      window.clearTimeout(pending)
      setLeavingFrom(null)
    }
    // Capturing on the document runs before React's handlers on the root, Gatsby's Link among them.
    document.addEventListener("click", onClick, true)
    window.addEventListener("popstate", onHistory)
    return () => {
      document.removeEventListener("click", onClick, true)
      window.removeEventListener("popstate", onHistory)
      window.clearTimeout(pending)
    }
  }, [])

  useEffect(() => setLeavingFrom(null), [pathname])

  return leavingFrom === pathname
}
