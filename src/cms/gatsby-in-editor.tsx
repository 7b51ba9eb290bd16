// What the site's screens use of Gatsby's runtime, inside the editor's previews (gatsby/node/cms.ts points "gatsby"
// here for the editor's bundle only). Gatsby's own entry would bring its page loader and every gatsby-browser plugin,
// whose modules import each other in an order that only the site's app entry sets up.
import { type AnchorHTMLAttributes, forwardRef, useContext } from "react"
import { IndexContext } from "./fetched-data"

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
 * Every static query of the screens answered from one object with every answer (the reviewers; a preview build's
 * flag, which the editor's pages do not set), from the index the preview fetched (src/cms/preview-frame.tsx).
 */
export const useStaticQuery = <T,>(): T => ({ allReviewersYaml: useContext(IndexContext)?.allReviewersYaml }) as T
