// Gatsby's runtime for component tests: links are anchors, and the static queries read data/ (site.yaml and the
// entries the footer lists).
import { type AnchorHTMLAttributes, forwardRef } from "react"

import { interfaceText, listEntriesData, siteData } from "../__tests__/support/data"

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
export const useStaticQuery = jest.fn(() => ({ siteYaml: siteData(), interfaceYaml: interfaceText(), ...listEntriesData() }))

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery }
