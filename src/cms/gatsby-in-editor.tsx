// What the site's screens use of Gatsby's runtime, inside the editor's previews (gatsby/node/cms.ts points "gatsby"
// here for the editor's bundle only). Gatsby's own entry would bring its page loader and every gatsby-browser plugin,
// whose modules import each other in an order that only the site's app entry sets up.
import { type AnchorHTMLAttributes, createContext, forwardRef, useContext } from "react"

declare const CMS_PREVIEW_DATA: Record<string, unknown>

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

/** A preview's links are shown, not followed: a click would leave the editor. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, partiallyActive, children, ...rest },
  ref,
) {
  void activeClassName
  void partiallyActive
  return (
    <a {...rest} ref={ref} href={to} onClick={(event) => event.preventDefault()}>
      {children}
    </a>
  )
})

export const navigate = (): void => undefined
export const withPrefix = (path: string): string => path
export const graphql = (): void => undefined

/**
 * What a preview puts in place of the answers taken from data/ when the editor was built: the site facts or the
 * interface words being edited, so the footer and the contact card show them as they are typed.
 */
export const PreviewQueryData = createContext<Record<string, unknown>>({})

/**
 * Every static query of the screens (site facts, reviewers, the footer's entries) answered from one object with every
 * answer, taken from data/ when the editor was built, and what the preview being shown puts in its place.
 */
export const useStaticQuery = <T,>(): T => ({ ...CMS_PREVIEW_DATA, ...useContext(PreviewQueryData) }) as T
