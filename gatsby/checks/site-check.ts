/**
 * The last word on a build: every page the source calls for was written, and every link on our origin in every built
 * page (navigation, footer, body copy, canonical and structured-data URLs) leads to a built page, an anchor on it or a
 * file. Gatsby can finish "successfully" with pages missing (a stale cache, a template whose query failed); this step
 * reads data/ and src/pages directly, so it fails such a build naming the page, the link and where the link was typed.
 */
import { existsSync, statSync } from "fs"
import path from "path"

import { type DataLink, type ExpectedPage, siteSource } from "../content/site-pages"
import { buildFingerprint } from "../post-build/finished-pages"
import { pageFiles } from "../post-build/html-files"
import { notedFacts, type PageFacts, readPageFacts } from "./page-facts"
import { PostBuildFailure, type PostBuildStep } from "../post-build/step"

/** The page route a built HTML file is served at: "/contact/index.html" → "/contact". */
const routeOf = (file: string) => (file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "").replace(/\.html$/, ""))

/** A built page as the check reads it: its route, ids and links. */
export type BuiltPage = PageFacts & { route: string }

/** The path part of a link on our origin ("/contact#form" from "https://site/contact#form"), or undefined for others. */
export const ownPath = (href: string, siteUrl: string): string | undefined => {
  if (href.startsWith(siteUrl)) href = href.slice(siteUrl.length) || "/"
  if (href.startsWith("#")) return href
  if (!href.startsWith("/") || href.startsWith("//")) return undefined
  return href.split("?")[0]
}

export interface SiteIndex {
  /** Routes with their element ids. */
  pages: Map<string, Set<string>>
  /** Whether a site path names a file of the build (or of static/, before a build). */
  isFile: (sitePath: string) => boolean
}

/** What is wrong with one link, or undefined when it resolves. */
export function brokenLink(href: string, fromRoute: string, site: SiteIndex): string | undefined {
  const [target, hash] = href.split("#")
  let route = target === "" ? fromRoute : safeDecode(target)
  if (route.length > 1) route = route.replace(/\/$/, "")
  const ids = site.pages.get(route)
  if (!ids) return site.isFile(route) && !hash ? undefined : "leads to no page or file"
  if (hash && ids.size > 0 && !ids.has(safeDecode(hash))) return `has no anchor #${hash} on ${route}`
  return undefined
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * Every problem of a built site: pages the source calls for that were not built, and links that lead nowhere, each
 * with the page it is on and, when it was typed in data/, the file, entry and field.
 */
export function siteProblems(
  built: ReadonlyArray<BuiltPage>,
  isFile: (sitePath: string) => boolean,
  expected: ReadonlyArray<ExpectedPage>,
  dataLinks: ReadonlyArray<DataLink>,
  siteUrl: string,
): string[] {
  const site: SiteIndex = { pages: new Map(built.map((page) => [page.route, new Set(page.ids)])), isFile }
  const problems = expected
    .filter((page) => !site.pages.has(page.path))
    .map((page) => `${page.path} was not built (it comes from ${page.source})`)
  const typedIn = (href: string) =>
    dataLinks.filter((link) => link.href === href || `${siteUrl}${link.href}` === href).map((link) => link.source)
  for (const page of built) {
    const seen = new Set<string>()
    for (const { href, from } of page.links) {
      const own = ownPath(href, siteUrl)
      if (own === undefined || seen.has(href)) continue
      seen.add(href)
      const problem = brokenLink(own, page.route, site)
      if (!problem) continue
      const sources = typedIn(href)
      problems.push(`${page.route}: ${from} "${href}" ${problem}${sources.length > 0 ? ` (typed in ${sources.join("; ")})` : ""}`)
    }
  }
  return problems
}

export const checkPagesAndLinks: PostBuildStep = {
  name: "check every page was built and every link on our origin resolves",
  run: (build) => {
    const { root, publicDir, siteUrl } = build
    const source = siteSource(root)
    const files = pageFiles(publicDir).filter((file) => file !== "/404.html" && file !== "/404/index.html")
    const cacheFile = path.join(root, "node_modules", ".cache", "site-check.json")
    const { facts, parsed, earlier } = readPageFacts(
      publicDir,
      files,
      cacheFile,
      buildFingerprint(build),
      siteUrl,
      notedFacts(build),
    )
    const built = files.map((file) => ({ route: routeOf(file), ...facts.get(file)! }))
    const isFile = (sitePath: string) => {
      const full = path.join(publicDir, sitePath)
      return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
    }
    const problems = siteProblems(built, isFile, source.pages, source.links, siteUrl)
    if (problems.length > 0)
      throw new PostBuildFailure(`The build is missing pages or links lead nowhere:\n  - ${problems.join("\n  - ")}`)
    if (earlier > 0) return `${earlier} page(s) read as an earlier build read them, ${parsed} read anew`
  },
}
