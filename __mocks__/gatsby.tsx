// Gatsby's runtime for component tests: links are anchors, and the one static query (site data) reads data/site.yaml.
import { forwardRef, type AnchorHTMLAttributes } from "react"
import { readFileSync } from "fs"
import path from "path"
import yaml from "js-yaml"

const gatsby = jest.requireActual("gatsby")

export const siteYaml = () => yaml.load(readFileSync(path.join(__dirname, "..", "data", "site.yaml"), "utf8"))

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string; partiallyActive?: boolean }

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, activeClassName, partiallyActive, ...rest },
  ref,
) {
  void activeClassName
  void partiallyActive
  return <a {...rest} ref={ref} href={to} />
})

export const graphql = jest.fn()
export const navigate = jest.fn()
export const withPrefix = (p: string) => p
export const useStaticQuery = jest.fn(() => ({ siteYaml: siteYaml() }))

export default { ...gatsby, Link, graphql, navigate, withPrefix, useStaticQuery }
