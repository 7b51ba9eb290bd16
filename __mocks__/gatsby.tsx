// Gatsby's runtime for component tests: links are anchors, and the static queries read data/ (site.yaml and the
// entries the footer lists).
import { readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"
import { type AnchorHTMLAttributes, forwardRef } from "react"

import { phoneFacts } from "../gatsby/content/phone"
import { interfaceText, listEntriesData } from "../__tests__/support/data"

const gatsby = jest.requireActual("gatsby")

/** site.yaml as GraphQL gives it: the one phone field with its derived forms. */
export const siteYaml = () => {
  const site = yaml.load(readFileSync(path.join(__dirname, "..", "data", "site.yaml"), "utf8")) as { phone: string }
  return { ...site, phone: phoneFacts(site.phone) }
}

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
export const useStaticQuery = jest.fn(() => ({ siteYaml: siteYaml(), interfaceYaml: interfaceText(), ...listEntriesData() }))

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery }
