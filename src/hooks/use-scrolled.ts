import { useEffect, useState } from "react"

/** Whether the page is scrolled past `threshold` px, from a passive listener that reads scrollY only. */
export const useScrolled = (threshold: number): boolean => {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}
