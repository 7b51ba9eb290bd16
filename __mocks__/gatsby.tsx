// Gatsby's runtime for component tests: links are anchors, and the static queries (the reviewers, whether the build
// is a preview) read data/; a test that needs other answers mocks useStaticQuery itself.
import { type AnchorHTMLAttributes, forwardRef } from "react"

import { loadEntries } from "../__tests__/support/data"

const gatsby = jest.requireActual("gatsby")

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, partiallyActive, children, ...rest },
  ref,
) {
  void activeClassName
  void partiallyActive
  return (
    <a {...rest} ref={ref} href={to}>
      {children}
    </a>
  )
})

export const graphql = jest.fn()
export const navigate = jest.fn()
export const withPrefix = (p: string) => p
export const useStaticQuery = jest.fn(() => ({
  allReviewersYaml: { nodes: loadEntries("reviewers") },
  site: { siteMetadata: { preview: false } },
}))

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery }
