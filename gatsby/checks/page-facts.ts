// What the site check reads of each built page (its ids and its links), kept by the page's text for the next build:
// after a one-field edit at ten times the content the check parsed all 545 pages to find one changed (8.6 s, issue 60).
import { createHash } from "crypto"
import { mkdirSync, readFileSync } from "fs"
import path from "path"

import { attribute, HtmlDocument } from "../post-build/html-document"
import type { Build } from "../post-build/step"
import { writeWhole } from "../post-build/write-whole"

export interface PageLink {
  href: string
  /** What the link is: "link" (an <a>), "<link>" or "structured data". */
  from: string
}

export interface PageFacts {
  /** Every element id, for the links to an anchor. */
  ids: string[]
  links: PageLink[]
}

/** The href of every <a> and <link>, and every string on our origin in the page's JSON-LD (without its #fragment). */
export function pageLinks(page: HtmlDocument, siteUrl: string): PageLink[] {
  const links: PageLink[] = []
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

export const pageFacts = (page: HtmlDocument, siteUrl: string): PageFacts => ({
  ids: page.elements().flatMap((element) => attribute(element, "id") ?? []),
  links: pageLinks(page, siteUrl),
})

interface KeptFacts {
  fingerprint: string
  /** By the sha-256 of a page's text. */
  pages: Record<string, PageFacts>
}

const readKept = (cacheFile: string, fingerprint: string): KeptFacts["pages"] => {
  try {
    const kept = JSON.parse(readFileSync(cacheFile, "utf8")) as KeptFacts
    return kept.fingerprint === fingerprint ? kept.pages : {}
  } catch {
    // none yet, or unreadable: every page is read
    return {}
  }
}

/** The key of a page's facts: the sha-256 of its text, so facts are only ever used for the very text they were read from. */
export const textKey = (html: string): string => createHash("sha256").update(html).digest("hex")

const noted = new WeakMap<Build, Map<string, PageFacts>>()

/**
 * Keeps what a step that parsed a page as it is served found of it, by its text, for the check of the same build: at
 * ten times the content, parsing every page once more took the check 3.8 s (issue 60).
 */
export function noteFacts(build: Build, html: string, facts: PageFacts): void {
  if (!noted.has(build)) noted.set(build, new Map())
  noted.get(build)!.set(textKey(html), facts)
}

/** The facts steps of this build noted (noteFacts), by text. */
export const notedFacts = (build: Build): ReadonlyMap<string, PageFacts> => noted.get(build) ?? new Map()

/**
 * The facts of each of `files` (site paths under `publicDir`), read again only where no build under the same
 * `fingerprint` (the build's code and settings) read the same text and `known` (facts by text) has none for it;
 * `cacheFile` then keeps this build's pages alone. Also says how many it parsed, and how many an earlier build had read.
 */
export function readPageFacts(
  publicDir: string,
  files: ReadonlyArray<string>,
  cacheFile: string,
  fingerprint: string,
  siteUrl: string,
  known: ReadonlyMap<string, PageFacts> = new Map(),
): { facts: Map<string, PageFacts>; parsed: number; earlier: number } {
  const kept = readKept(cacheFile, `${fingerprint} ${siteUrl}`)
  const pages: KeptFacts["pages"] = {}
  const facts = new Map<string, PageFacts>()
  let parsed = 0
  let earlier = 0
  for (const file of files) {
    const html = readFileSync(path.join(publicDir, file), "utf8")
    const key = textKey(html)
    const found = kept[key] ?? known.get(key)
    if (kept[key]) earlier += 1
    else if (!found) parsed += 1
    pages[key] = found ?? pageFacts(new HtmlDocument(html, file), siteUrl)
    facts.set(file, pages[key])
  }
  mkdirSync(path.dirname(cacheFile), { recursive: true })
  writeWhole(cacheFile, JSON.stringify({ fingerprint: `${fingerprint} ${siteUrl}`, pages } satisfies KeptFacts))
  return { facts, parsed, earlier }
}
