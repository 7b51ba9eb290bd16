/**
 * The page transition: once the next page has loaded the page fades out for 300 ms, then the next one fades in after
 * 10 ms. A wait for the next page longer than 500 ms is shown as loading.
 */
export const TRANSITION = { durationMs: 300, delayMs: 10, progressDelayMs: 500 } as const

interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
  target: EventTarget | null
}

/**
 * Where a click leads when the page should fade out before going there: a plain left click on a link to another
 * page of this site, opened in this tab. Null for anything the browser or Gatsby should handle at once: a new tab
 * or window, a download, another site, a hash on the same page, a link that controls a part of this page.
 */
export const fadeOutDestination = (click: LinkClick, current: URL): string | null => {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.defaultPrevented)
    return null
  const link = click.target instanceof Element ? click.target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return null
  // a link that controls a part of this page (the footer's Privacy choices opens the banner) acts here when scripts
  // run; its own handler, which runs after this document-level one, keeps the visitor on the page
  if (link.hasAttribute("aria-controls")) return null
  if (link.target && link.target !== "_self") return null
  const destination = new URL(link.getAttribute("href") ?? "", current)
  if (destination.origin !== current.origin || destination.pathname === current.pathname) return null
  return `${destination.pathname}${destination.search}${destination.hash}`
}

/**
 * Whether a page starts at the top however the visitor arrives: /contact does, even on Back and Forward, so the
 * lead form is the first thing seen. Every other page keeps Gatsby's way (the top, a hash's anchor, or the position
 * the visitor left on Back and Forward).
 */
export const alwaysStartsAtTop = ({ pathname, hash }: { pathname: string; hash: string }): boolean =>
  pathname === "/contact" && !hash
