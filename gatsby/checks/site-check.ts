/**
 * The last word on a build: every page the source calls for was written, and every link on our origin in every built
 * page (navigation, footer, body copy, canonical and structured-data URLs) leads to a built page, an anchor on it or a
 * file. Gatsby can finish "successfully" with pages missing (a stale cache, a template whose query failed); this step
 * reads data/ and src/pages directly, so it fails such a build naming the page, the link and where the link was typed.
 */
import { existsSync, readFileSync, statSync } from "fs"
import path from "path"

import { type DataLink, type ExpectedPage, siteSource } from "../content/site-pages"
import { attribute, HtmlDocument } from "../post-build/html-document"
import { pageFiles } from "../post-build/html-files"
import { PostBuildFailure, type PostBuildStep } from "../post-build/step"

/** The page route a built HTML file is served at: "/contact/index.html" → "/contact". */
const routeOf = (file: string) => (file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "").replace(/\.html$/, ""))

export interface BuiltPage {
  route: string
  page: HtmlDocument
}

/** The href of every <a> and <link>, and every string on our origin in the page's JSON-LD (without its #fragment). */
export function pageLinks(page: HtmlDocument, siteUrl: string): Array<{ href: string; from: string }> {
  const links: Array<{ href: string; from: string }> = []
  for (const element of page.elements((candidate) => candidate.tagName === "a" || candidate.tagName === "link")) {
    const href = attribute(element, "href")
    if (href !== undefined) links.push({ href, from: element.tagName === "a" ? "link" : "<link>" })
  }
  const jsonLd = page.elements((element) => element.tagName === "script" && attribute(element, "type") === "application/ld+json")
  for (const json of jsonLd.map((script) => page.innerSource(script))) {
    const walk = (value: unknown): void => {
      if (typeof value === "string") {
        if (value.startsWith(`${siteUrl}/`) || value === siteUrl)
          links.push({ href: value.split("#")[0], from: "structured data" })
      } else if (value && typeof value === "object") Object.values(value).forEach(walk)
    }
    try {
      walk(JSON.parse(json))
    } catch {
      // a page policy test covers malformed JSON-LD; here only its URLs matter
    }
  }
  return links
}

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

const idsOf = (page: HtmlDocument) => new Set(page.elements().flatMap((element) => attribute(element, "id") ?? []))

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
  const site: SiteIndex = { pages: new Map(built.map((built) => [built.route, idsOf(built.page)])), isFile }
  const problems = expected
    .filter((page) => !site.pages.has(page.path))
    .map((page) => `${page.path} was not built (it comes from ${page.source})`)
  const typedIn = (href: string) =>
    dataLinks.filter((link) => link.href === href || `${siteUrl}${link.href}` === href).map((link) => link.source)
  for (const page of built) {
    const seen = new Set<string>()
    for (const { href, from } of pageLinks(page.page, siteUrl)) {
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
  run: ({ root, publicDir, siteUrl }) => {
    const source = siteSource(root)
    const built = pageFiles(publicDir)
      .filter((file) => file !== "/404.html" && file !== "/404/index.html")
      .map((file) => ({ route: routeOf(file), page: new HtmlDocument(readFileSync(path.join(publicDir, file), "utf8"), file) }))
    const isFile = (sitePath: string) => {
      const full = path.join(publicDir, sitePath)
      return full.startsWith(publicDir) && existsSync(full) && statSync(full).isFile()
    }
    const problems = siteProblems(built, isFile, source.pages, source.links, siteUrl)
    if (problems.length > 0)
      throw new PostBuildFailure(`The build is missing pages or links lead nowhere:\n  - ${problems.join("\n  - ")}`)
  },
}
