// What every production server must answer, built from the routes and the build itself: nginx and the managed host
// run this one table, so the two configurations cannot drift apart.
import { readdirSync, readFileSync } from "fs"
import { parse } from "node-html-parser"
import path from "path"

import { cacheControlFor, EDITOR_PATH, headersFor } from "../../../gatsby/server-config/http-rules"
import { movedRoutes, templateRoutes } from "../routes"
import { builtPage, PUBLIC_DIR, TEST_BUILD_IS_PREVIEW } from "./built-site"

export type Expected =
  /** The route's own page, known by its title. */
  | { kind: "page"; route: string }
  /** Another spelling of a route: a 301 to it, or (where a host cannot redirect) its own page, never another one. */
  | { kind: "same-page"; route: string }
  /** An address a page had before: a 301 to its address now, with the query kept. */
  | { kind: "moved"; route: string }
  /** The not-found page with a 404: the French one for an unknown path under /fr. */
  | { kind: "not-found"; language?: "fr" }

export interface Row {
  request: string
  expected: Expected
}

const titleOf = (html: string) => parse(html).querySelector("title")?.textContent.trim() ?? ""
const canonicalOf = (html: string) => parse(html).querySelector('link[rel="canonical"]')?.getAttribute("href") ?? ""
const routeTitle = (route: string) => builtPage(route).querySelector("title")?.textContent.trim() ?? ""
const routeCanonical = (route: string) => builtPage(route).querySelector('link[rel="canonical"]')?.getAttribute("href") ?? ""
const NOT_FOUND_TITLES = {
  en: titleOf(readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")),
  fr: titleOf(readFileSync(path.join(PUBLIC_DIR, "fr", "404.html"), "utf8")),
}

/** Files the build writes that no page loads: they must not be served. */
export const internalFiles = (): string[] => {
  const top = readdirSync(PUBLIC_DIR)
  const slices = readdirSync(path.join(PUBLIC_DIR, "_gatsby", "slices")).filter((file) => file.endsWith(".html"))
  return [
    "/webpack.stats.json",
    "/chunk-map.json",
    `/${top.find((file) => file.endsWith(".LICENSE.txt"))}`,
    ...slices.map((file) => `/_gatsby/slices/${file}`),
    // Decap's own source map, which its plugin copies next to its bundle
    `${EDITOR_PATH}/decap-cms-app.js.map`,
  ]
}

/**
 * The addresses a server's rules answer alike, on one route of each kind of page in each language and one moved
 * address of each section: the rules are by kind (nginx's) or written for every page the build made (_redirects, from
 * public/ itself), so four requests for each of 540 routes on three servers (40 s at ten times the content, issue 60)
 * found nothing these do not. Every moved address is asked once in browser/french.test.ts.
 */
const movedSample = movedRoutes.filter(
  ({ to }, index) => movedRoutes.findIndex((other) => path.posix.dirname(other.to) === path.posix.dirname(to)) === index,
)

/** Every request of the table and what it must get. */
export function serverTable(): Row[] {
  const spellings = templateRoutes.flatMap((route): Row[] =>
    route === "/"
      ? [{ request: "/index.html", expected: { kind: "same-page", route } }]
      : [
          { request: `${route}/`, expected: { kind: "same-page", route } },
          { request: `${route}/index.html`, expected: { kind: "same-page", route } },
          { request: `/${route}`, expected: { kind: "same-page", route } },
        ],
  )
  // The content editor is served like a page (one URL, /admin), though no page links it and the sitemap leaves it out.
  const editor: Row[] = [
    { request: EDITOR_PATH, expected: { kind: "page", route: EDITOR_PATH } },
    { request: `${EDITOR_PATH}/`, expected: { kind: "same-page", route: EDITOR_PATH } },
    { request: `${EDITOR_PATH}/index.html`, expected: { kind: "same-page", route: EDITOR_PATH } },
  ]
  return [
    ...templateRoutes.map((route): Row => ({ request: route, expected: { kind: "page", route } })),
    ...spellings,
    ...editor,
    ...internalFiles().map((request): Row => ({ request, expected: { kind: "not-found" } })),
    ...["/no-such-page", "/services/no-such-service", "/404", "/404.html", "/_headers", "/_redirects"].map((request): Row => ({
      request,
      expected: { kind: "not-found" },
    })),
    // an unknown path under /fr is answered in French, and a path that only starts like it is not
    ...["/fr/no-such-page", "/fr/services/no-such-service", "/fr/404", "/fr/404.html"].map((request): Row => ({
      request,
      expected: { kind: "not-found", language: "fr" },
    })),
    { request: "/french", expected: { kind: "not-found" } },
    ...movedSample.flatMap(({ from, to }): Row[] => [
      { request: from, expected: { kind: "moved", route: to } },
      { request: `${from}?ref=old`, expected: { kind: "moved", route: `${to}?ref=old` } },
    ]),
  ]
}

export interface Answer {
  status: number
  location: string | null
  headers: Headers
  body: string
}

/** What is wrong with an answer, in words; empty when it is right. */
export function problemsWith(row: Row, answer: Answer): string[] {
  const problems: string[] = []
  const expect = (ok: boolean, what: string) => ok || problems.push(`${row.request}: ${what}`)
  const { expected } = row
  if (expected.kind === "page") {
    expect(answer.status === 200, `status ${answer.status}, expected 200`)
    expect(titleOf(answer.body) === routeTitle(expected.route), `title "${titleOf(answer.body)}", not the page's own`)
  } else if (expected.kind === "same-page") {
    if (answer.status === 301) {
      const target = new URL(answer.location ?? "", "http://host.invalid")
      expect(target.pathname === expected.route, `301 to ${answer.location}, expected ${expected.route}`)
    } else {
      expect(answer.status === 200, `status ${answer.status}, expected 301 to ${expected.route} or its page`)
      expect(
        titleOf(answer.body) === routeTitle(expected.route) && canonicalOf(answer.body) === routeCanonical(expected.route),
        `answered with "${titleOf(answer.body)}", another page than ${expected.route}`,
      )
    }
  } else if (expected.kind === "moved") {
    const target = new URL(answer.location ?? "", "http://host.invalid")
    expect(
      answer.status === 301 && `${target.pathname}${target.search}` === expected.route,
      `status ${answer.status} to ${answer.location}, expected 301 to ${expected.route}`,
    )
  } else {
    const title = NOT_FOUND_TITLES[expected.language ?? "en"]
    expect(answer.status === 404, `status ${answer.status}, expected 404`)
    expect(titleOf(answer.body) === title, `title "${titleOf(answer.body)}", not the not-found page "${title}"`)
  }
  // Every answer a browser may render carries the security headers, errors included.
  if (answer.status !== 301)
    // the not-found page is the site's, even under /admin/ (every server serves it as /404.html)
    for (const [name, value] of Object.entries(
      headersFor(
        expected.kind === "not-found" ? (expected.language === "fr" ? "/fr/404.html" : "/404.html") : row.request,
        TEST_BUILD_IS_PREVIEW,
      ),
    ))
      expect(answer.headers.get(name) === value, `header ${name} is "${answer.headers.get(name)}", expected "${value}"`)
  return problems
}

/** A file of each kind the build serves, with the Cache-Control it must get. */
export function cacheTable(): Array<{ file: string; cacheControl: string }> {
  const top = readdirSync(PUBLIC_DIR)
  const bundle = top.find((file) => /^app-[0-9a-f]{20}\.js$/.test(file))
  // Processed images land in static/ (none while no hero has an image).
  const staticFile = readdirSync(path.join(PUBLIC_DIR, "static"), { recursive: true, withFileTypes: true }).find((entry) =>
    entry.isFile(),
  )
  return [
    "/",
    "/contact",
    `/${bundle}`,
    ...(staticFile ? [`/${path.relative(PUBLIC_DIR, path.join(staticFile.parentPath, staticFile.name))}`] : []),
    "/icons.svg",
    "/page-data/index/page-data.json",
    "/page-data/app-data.json",
    "/favicon.png",
    "/sitemap-index.xml",
  ].map((file) => ({ file, cacheControl: cacheControlFor(file) }))
}
