import { existsSync, readFileSync } from "fs"
import { type HTMLElement, parse } from "node-html-parser"
import path from "path"

import { launchFindings } from "../../../gatsby/checks/launch-check"
import { loadDataFiles } from "../../support/data"
import env from "./test-env.json"

export const PUBLIC_DIR = path.resolve(__dirname, "../../../public")

/**
 * Whether the test build is a preview: while data/ holds placeholders (`npm run check:launch` not ready) every answer
 * says noindex. A launch-ready build of a copy is tested apart (launch-build.test.ts). Read from the tests' parsed copy of
 * data/: parsing data/ again cost each of the twelve files that import this one 0.7 to 1.3 s at ten times the content.
 */
export const TEST_BUILD_IS_PREVIEW = launchFindings(loadDataFiles(), env.build).length > 0

/** The built HTML file that serves a route. */
export const htmlFileFor = (route: string): string =>
  route === "/" ? path.join(PUBLIC_DIR, "index.html") : path.join(PUBLIC_DIR, route.slice(1), "index.html")

export const routeExists = (route: string): boolean => existsSync(htmlFileFor(route))

const cache = new Map<string, HTMLElement>()

/** A built page, parsed. */
export const builtPage = (route: string): HTMLElement => {
  if (!cache.has(route)) cache.set(route, parse(readFileSync(htmlFileFor(route), "utf8")))
  return cache.get(route)!
}

export const metaContent = (page: HTMLElement, key: string): string | undefined =>
  (page.querySelector(`meta[name="${key}"]`) ?? page.querySelector(`meta[property="${key}"]`))?.getAttribute("content")

/** All JSON-LD entities of a page, flattened out of their @graph. */
export const jsonLdEntities = (page: HTMLElement): Array<Record<string, any>> =>
  page.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    const data = JSON.parse(script.textContent)
    return data["@graph"] ?? [data]
  })
