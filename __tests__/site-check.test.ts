import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { expectedPages, dataLinks } from "../gatsby/content/site-pages"
import { HtmlDocument } from "../gatsby/post-build/html-document"
import { pageFacts, readPageFacts, textKey } from "../gatsby/checks/page-facts"
import { siteProblems } from "../gatsby/checks/site-check"
import { loadDataFiles, loadEntries, loadSite } from "./support/data"

const SITE = "https://clinic.example"
const files = loadDataFiles()
const fixedPageFiles = ["index.tsx", "contact.tsx", "services.tsx", "404.tsx"]
const expected = expectedPages(files, fixedPageFiles)
/** A built page whose main holds `body`, and, after it, `more` (structured data). */
const page = (route: string, body = "", more = "") => ({
  route,
  ...pageFacts(new HtmlDocument(`<html><body><main id="main">${body}</main>${more}</body></html>`, route), SITE),
})
const everyPage = () => expected.map((p) => page(p.path))
const noFiles = () => false

describe("the post-build check of pages and links", () => {
  it("expects a page for every entry of every data file and every fixed page but the not-found page", () => {
    const services = loadEntries<{ slug: string }>("services")
    expect(expected.map((p) => p.path)).toEqual(
      expect.arrayContaining(["/", "/contact", ...services.map((s) => `/services/${s.slug}`)]),
    )
    expect(expected.map((p) => p.path)).not.toContain("/404")
  })

  it("passes a build with every page and links that resolve to pages, anchors and files", () => {
    const built = everyPage()
    built[0] = page(
      built[0].route,
      '<a href="/contact">c</a><a href="#main">skip</a><a href="/images/logo.png">l</a><a href="/contact?a=1&amp;b=2">q</a>',
      `<script type="application/ld+json">{"url":"${SITE}/contact","@id":"${SITE}/#clinic"}</script>`,
    )
    expect(siteProblems(built, (p) => p === "/images/logo.png", expected, [], SITE)).toEqual([])
  })

  it("names each page the source calls for that was not built, with the entry it comes from", () => {
    const services = loadEntries<{ slug: string }>("services")
    const built = everyPage().filter((p) => !p.route.startsWith("/services/"))
    expect(siteProblems(built, noFiles, expected, [], SITE)).toEqual(
      services.map((service) => `/services/${service.slug} was not built (it comes from data/services/${service.slug}.en.yaml)`),
    )
  })

  it("names the page, the link and the file, entry and field it was typed in when a link leads nowhere", () => {
    const site = loadSite<{ footer: { legal: Array<{ path: string }> } }>()
    site.footer.legal[0].path = "/privacy-polcy"
    const links = dataLinks({ ...files, "site.yaml": site })
    const built = everyPage()
    built[0] = page(built[0].route, '<a href="/privacy-polcy">Privacy</a><a href="/contact#nowhere">c</a>')
    expect(siteProblems(built, noFiles, expected, links, SITE)).toEqual([
      `${built[0].route}: link "/privacy-polcy" leads to no page or file (typed in data/site.yaml, field "footer.legal[0].path")`,
      `${built[0].route}: link "/contact#nowhere" has no anchor #nowhere on /contact`,
    ])
  })

  it("checks structured-data URLs on our origin and leaves other sites' alone", () => {
    const built = everyPage()
    built[0] = page(
      built[0].route,
      "",
      `<script type="application/ld+json">{"url":"${SITE}/gone","sameAs":"https://other.example/x"}</script>`,
    )
    expect(siteProblems(built, noFiles, expected, [], SITE)).toEqual([
      `${built[0].route}: structured data "${SITE}/gone" leads to no page or file`,
    ])
  })
})

describe("the check's reading of each page, kept for the next build (issue 60: a one-field edit re-read 545 pages)", () => {
  let dir: string
  let cacheFile: string
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true })
    writeFileSync(path.join(dir, "public", file), `<html><body><main id="main">${body}</main></body></html>`)
  }
  const FILES = ["/index.html", "/contact/index.html", "/fees/index.html"]
  const read = (fingerprint = "one") => readPageFacts(path.join(dir, "public"), FILES, cacheFile, fingerprint, SITE)
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "page-facts-"))
    cacheFile = path.join(dir, "cache", "site-check.json")
    write("/index.html", '<a href="/contact">c</a><a href="/fees#costs">f</a>')
    write("/contact/index.html", '<h1 id="form">Contact</h1>')
    write("/fees/index.html", '<h2 id="costs">Costs</h2>')
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("reads again only the pages whose text changed since the last build, and finds the same", () => {
    const first = read()
    expect(first.parsed).toBe(3)
    write("/fees/index.html", '<h2 id="prices">Prices</h2>')
    const second = read()
    expect(second.parsed).toBe(1)
    expect(second.facts.get("/index.html")).toEqual(first.facts.get("/index.html"))
    expect(second.facts.get("/fees/index.html")).toEqual({ ids: ["main", "prices"], links: [] })
  })

  it("still finds a link that a changed page broke on a page that did not change", () => {
    read()
    write("/fees/index.html", '<h2 id="prices">Prices</h2>')
    const { facts } = read()
    const built = FILES.map((file) => ({ route: file.replace(/\/?index\.html$/, "") || "/", ...facts.get(file)! }))
    expect(siteProblems(built, noFiles, [], [], SITE)).toEqual(['/: link "/fees#costs" has no anchor #costs on /fees'])
  })

  it("takes a page's facts from a step of the same build that read the same text, and reads a page whose text differs", () => {
    const served = (file: string) => readFileSync(path.join(dir, "public", file), "utf8")
    const noted = { ids: ["noted"], links: [{ href: "/noted", from: "link" }] }
    const known = new Map([
      [textKey(served("/index.html")), noted],
      [textKey(`${served("/fees/index.html")} `), noted],
    ])
    const { facts, parsed } = readPageFacts(path.join(dir, "public"), FILES, cacheFile, "one", SITE, known)
    expect(parsed).toBe(2)
    expect(facts.get("/index.html")).toEqual(noted)
    expect(facts.get("/fees/index.html")).toEqual({ ids: ["main", "costs"], links: [] })
  })

  it("reads every page again after a change of the build's code or settings, or when the kept file is unreadable", () => {
    read()
    expect(read("two").parsed).toBe(3)
    writeFileSync(cacheFile, "{ not json")
    expect(read("two").parsed).toBe(3)
    expect(read("two").parsed).toBe(0)
  })
})
