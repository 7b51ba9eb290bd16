import { readdirSync, readFileSync } from "fs"
import { type HTMLElement, parse } from "node-html-parser"
import path from "path"

import { SEO_FIELDS, sharedSeo } from "../../gatsby/checks/shared-seo"
import { mentalHealthWords } from "../../gatsby/checks/trust-checks"
import { STEP_CLAIM_FIELDS, type StepClaims } from "../../src/lib/claim-durations"
import { FOOTER_ENTRIES, inListOrder } from "../../src/lib/entry-lists"
import { languageOfPath, LOCALES } from "../../src/lib/language"
import { TITLE_LIMIT } from "../../src/lib/seo"
import {
  interfaceText,
  interfaceTextIn,
  loadDataFile,
  loadDataFiles,
  loadEntries,
  loadEntry,
  loadSite,
  type Entry,
} from "../support/data"
import { dataFileOf, englishRouteOf, frenchRouteOf, routes, unlistedRoutes } from "./routes"
import { builtPage, jsonLdEntities, metaContent, PUBLIC_DIR, routeExists } from "./support/built-site"
import env from "./support/test-env.json"

const SITE = "https://www.lakeshorevirtualclinic.ca"
const clinicPhone = loadSite<{ phone: string }>().phone
const shareImage = {
  en: loadSite<{ seo: { shareImage: string } }>().seo.shareImage,
  fr: (loadDataFile("site.fr.yaml") as { seo: { shareImage: string } }).seo.shareImage,
}
const canonicalFor = (route: string) => (route === "/" ? `${SITE}/` : `${SITE}${route}`)
/** data/site.fr.yaml's words: a French page's brand and breadcrumb label. */
const frenchSiteWords = loadDataFile("site.fr.yaml") as {
  seo: { titleTemplate: string }
  breadcrumbs: { label: string }
}

/** The search words data/ writes for a route's page (none for a page whose entry gives none). */
type Seo = { title?: string }
const seoOf = (route: string): Seo => {
  const file = dataFileOf(route)
  return (file ? (loadDataFile(file) as { seo?: Seo } | undefined)?.seo : undefined) ?? {}
}

describe("the built site", () => {
  it("has a prerendered page for every route of the spec, and a not-found page", () => {
    expect(routes.filter((route) => !routeExists(route))).toEqual([])
    expect(readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8")).toContain(interfaceText().notFound.heading)
  })

  // each entry is a file of its own, so the order the build reads them in is the file system's: the lists must follow
  // `order` in data/ (src/lib/entry-lists.ts), which keeps the order the one-file lists gave them
  it("lists the entries in the footer, the /conditions cards and the clinic's services in the order of data/", () => {
    const footerList = (name: string) =>
      builtPage("/")
        .querySelectorAll(`nav[aria-label="${name}"] a`)
        .map((link) => link.getAttribute("href"))
    const inOrder = (collection: "cities" | "services" | "conditions" | "medications", base: string) =>
      inListOrder(loadEntries<Entry & { order?: number }>(collection)).map((entry) => `${base}/${entry.slug}`)
    expect(footerList("Locations").filter((href) => href?.startsWith("/locations/"))).toEqual(
      inOrder("cities", "/locations").slice(0, FOOTER_ENTRIES),
    )
    expect(footerList("Services")).toEqual(inOrder("services", "/services"))
    expect(footerList("Conditions").filter((href) => href !== "/conditions")).toEqual(
      inOrder("conditions", "/conditions").slice(0, FOOTER_ENTRIES),
    )
    expect(footerList("Medications").filter((href) => href !== "/medications")).toEqual(
      inOrder("medications", "/medications").slice(0, FOOTER_ENTRIES),
    )
    const cards = builtPage("/conditions")
      .querySelectorAll("main a")
      .map((link) => link.getAttribute("href"))
      .filter((href) => href?.startsWith("/conditions/"))
    expect([...new Set(cards)]).toEqual(inOrder("conditions", "/conditions"))
    const clinic = jsonLdEntities(builtPage("/")).find((entity) => entity["@type"] === "MedicalBusiness")!
    expect(
      clinic.hasOfferCatalog.itemListElement.map((offer: { itemOffered: { name: string } }) => offer.itemOffered.name),
    ).toEqual(inListOrder(loadEntries<Entry & { order?: number; name: string }>("services")).map((service) => service.name))
  })

  // a page's data is downloaded on every visit to it: it carries the few entries its footer names, not all of them
  it("carries in each page's data the cities, conditions and medications its footer names, however many there are", () => {
    const pageData = readdirSync(path.join(PUBLIC_DIR, "page-data"), { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith("page-data.json"),
    )
    const listed = pageData.flatMap((file) => {
      const { result } = JSON.parse(readFileSync(path.join(PUBLIC_DIR, "page-data", file), "utf8"))
      const counts = (["languageCities", "languageConditions", "languageMedications"] as const).map((list): [string, number] => [
        list,
        result.data?.[list]?.nodes?.length ?? 0,
      ])
      return result.data?.languageMedications ? [{ file, counts }] : []
    })
    expect(listed.length).toBeGreaterThan(routes.length / 2)
    expect(listed.filter(({ counts }) => counts.some(([, count]) => count > FOOTER_ENTRIES))).toEqual([])
  })

  // the footer names the first cities only (FOOTER_ENTRIES): its "See More" leads to /contact, which names every one
  it("links every city's page from /contact, in list order, in both languages", () => {
    const cities = inListOrder(loadEntries<Entry & { order?: number }>("cities")).map((city) => `/locations/${city.slug}`)
    const cityLinks = (language: "en" | "fr") => {
      const route = language === "en" ? "/contact" : frenchRouteOf("/contact")!
      const title = interfaceTextIn(language).screens.contact.citiesTitle
      const heading = builtPage(route)
        .querySelectorAll("main h2")
        .find((element) => element.text.trim() === title)
      return (
        heading
          ?.closest("section")
          ?.querySelectorAll("a")
          .map((link) => link.getAttribute("href")) ?? []
      )
    }
    expect(cityLinks("en")).toEqual(cities)
    expect(cityLinks("fr")).toEqual(cities.map((route) => frenchRouteOf(route)))
  })

  it("links each service of /services and of the home page's cards to its page, where data/ gives it one", () => {
    type Service = { name?: string; title?: string; path?: string }
    type ServicesPage = { serviceCategories: Array<{ services: Service[] }>; extraServices: Service[] }
    const services = loadEntry<Entry & ServicesPage>("pages", "services")
    const home = loadEntry<Entry & { serviceCards: Service[] }>("pages", "home")
    /** Where each title of the page's main content leads: its link's address, or null when it is plain text. */
    const linkOf = (route: string, title: string) => {
      const heading = builtPage(route)
        .querySelectorAll("main h3, main h4")
        .find((element) => element.text.trim() === title)
      expect({ route, title, found: Boolean(heading) }).toEqual({ route, title, found: true })
      return heading!.querySelector("a")?.getAttribute("href") ?? null
    }
    const expectLinks = (route: string, items: Service[]) => {
      for (const item of items) {
        const title = item.name ?? item.title!
        expect({ title, href: linkOf(route, title) }).toEqual({ title, href: item.path ?? null })
      }
    }
    expectLinks("/services", [...services.serviceCategories.flatMap((category) => category.services), ...services.extraServices])
    expectLinks("/", home.serviceCards)
    // Every service page is reached from /services, not from the footer alone.
    const linked = new Set(
      builtPage("/services")
        .querySelectorAll("main a")
        .map((link) => link.getAttribute("href")),
    )
    expect(loadEntries("services").filter((entry) => !linked.has(`/services/${entry.slug}`))).toEqual([])
  })

  it("describes the not-found page to whoever shares or previews its link, and keeps it out of search", () => {
    const page = parse(readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"))
    expect(metaContent(page, "description")).toBe("The page you are looking for does not exist or has moved.")
    expect(metaContent(page, "robots")).toBe("noindex")
  })

  it.each(routes)("%s carries its SEO in the server HTML", (route) => {
    const page = builtPage(route)
    expect(page.querySelector("html")?.getAttribute("lang")).toBe(LOCALES[languageOfPath(route)])
    expect(page.querySelector("title")?.textContent).toMatch(/\S/)
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalFor(route))
    for (const key of [
      "description",
      "keywords",
      "twitter:card",
      "twitter:title",
      "twitter:image",
      "geo.region",
      "geo.placename",
      "geo.position",
      "ICBM",
    ])
      expect([key, metaContent(page, key)]).toEqual([key, expect.stringMatching(/\S/)])
    expect(metaContent(page, "og:url")).toBe(canonicalFor(route))
    // each language's share image, whose words are its alt text (data/site.yaml, data/site.fr.yaml)
    expect(metaContent(page, "og:image")).toBe(`${SITE}${shareImage[languageOfPath(route)]}`)
    expect(metaContent(page, "geo.region")).toBe("CA-ON")
    expect(jsonLdEntities(page).map((entity) => entity["@type"])).toContain("MedicalBusiness")
  })

  // what the content check holds each entry to (trust-checks.ts), read where a visitor reads it: the page as built
  it("gives the crisis line beside 911 on every page whose main text offers mental-health care", () => {
    const phone = loadSite<{ crisisLine: { phone: string } }>().crisisLine.phone
    const withoutCrisisLine = [...routes, ...unlistedRoutes].filter((route) => {
      const text = builtPage(route).querySelector("main")?.textContent ?? ""
      const says = (number: string) => new RegExp(`(?<!\\d)${number}(?!\\d)`).test(text)
      return mentalHealthWords(text, languageOfPath(route)) && !(says(phone) && says("911"))
    })
    expect(withoutCrisisLine).toEqual([])
  })

  // a title data/ writes longer is the editor's to shorten: check:content warns about it, and the page is still right
  it("keeps every title within the 60 characters search results show, with the brand where it fits", () => {
    // each language's brand, as its site file's titleTemplate writes it
    const brandOf = (route: string) =>
      (languageOfPath(route) === "fr" ? frenchSiteWords : loadSite<typeof frenchSiteWords>()).seo.titleTemplate.replace("%s", "")
    const titles = [...routes, ...unlistedRoutes].map((route) => [route, builtPage(route).querySelector("title")!.textContent])
    const writtenLonger = (route: string) => (seoOf(route).title?.length ?? 0) > TITLE_LIMIT
    expect(titles.filter(([route, title]) => title.length > TITLE_LIMIT && !writtenLonger(route))).toEqual([])
    expect(
      titles.filter(([route, title]) => !title.includes(brandOf(route).slice(3)) && title.length + brandOf(route).length <= 60),
    ).toEqual([])
  })

  // pages share words only where data/ gives their entries the same ones (a copy not yet reworded, which check:content
  // warns about): never because the build gave a page another's
  it("gives every page its own title and description", () => {
    const sharedInData = sharedSeo(loadDataFiles())
    const wordsOf = {
      title: (route: string) => builtPage(route).querySelector("title")?.textContent,
      description: (route: string) => metaContent(builtPage(route), "description"),
    }
    for (const field of SEO_FIELDS) {
      const pagesOf = new Map<string | undefined, string[]>()
      for (const route of routes) {
        const words = wordsOf[field](route)
        pagesOf.set(words, [...(pagesOf.get(words) ?? []), route])
      }
      const sharedInBuild = [...pagesOf.values()].filter((pages) => pages.length > 1)
      const unexplained = sharedInBuild.filter((pages) => {
        const files = pages.map(dataFileOf)
        return !sharedInData.some((shared) => shared.field === field && files.every((file) => shared.files.includes(file!)))
      })
      expect([field, unexplained]).toEqual([field, []])
    }
  })

  it.each(routes.filter((route) => builtPage(route).querySelector("main details") !== null))(
    "%s describes exactly the FAQs it shows in its FAQPage data",
    (route) => {
      const page = builtPage(route)
      const shown = page.querySelectorAll("main details").map((question) => ({
        question: question.querySelector("summary")?.textContent.trim(),
        answer: question.querySelector('[role="region"]')?.textContent.trim(),
      }))
      const faq = jsonLdEntities(page).find((entity) => entity["@type"] === "FAQPage")
      expect(faq?.mainEntity.map((q: any) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(shown)
    },
  )

  it("marks up each page type with its own entity", () => {
    const types = (route: string) => jsonLdEntities(builtPage(route)).map((entity) => entity["@type"])
    expect(types("/services/consultation")).toEqual(expect.arrayContaining(["MedicalWebPage", "Service", "FAQPage"]))
    expect(types("/conditions/acne")).toEqual(expect.arrayContaining(["MedicalWebPage", "MedicalCondition", "FAQPage"]))
    expect(types("/locations/hamilton")).toEqual(expect.arrayContaining(["MedicalWebPage"]))
    const viagra = jsonLdEntities(builtPage("/medications/viagra")).find((entity) => entity["@type"] === "Drug")
    expect(viagra).toMatchObject({
      // the generic name leads, the brand second (counsel's rule for medication pages)
      name: expect.stringMatching(/^sildenafil\b/i),
      administrationRoute: "Oral",
      activeIngredient: expect.stringMatching(/sildenafil/i),
    })
    const howTo = jsonLdEntities(builtPage("/how-it-works")).find((entity) => entity["@type"] === "HowTo")
    // the total is the three step claims of data/site.yaml added up, each at its longest
    const claims = loadSite<{ claims: StepClaims & { stepCount: number } }>().claims
    const minutes = STEP_CLAIM_FIELDS.reduce((sum, field) => sum + Number(/(\d+)\s*minutes?$/.exec(claims[field])![1]), 0)
    expect(howTo).toMatchObject({ totalTime: `PT${minutes}M` })
    expect(howTo?.step).toHaveLength(claims.stepCount)
  })

  const breadcrumbLabel = loadSite<{ breadcrumbs: { label: string } }>().breadcrumbs.label
  const legalSlugs = loadEntries<{ slug: string; legalSections?: unknown[] }>("pages")
    .filter((page) => page.legalSections?.length)
    .map((page) => `/${page.slug}`)
  const isEntryPage = (route: string) => englishRouteOf(route).split("/").length > 2 || legalSlugs.includes(englishRouteOf(route))

  it.each(routes)("%s shows breadcrumbs, and lists the same steps as BreadcrumbList data, on entry pages only", (route) => {
    const page = builtPage(route)
    const label = languageOfPath(route) === "fr" ? frenchSiteWords.breadcrumbs.label : breadcrumbLabel
    const nav = page.querySelectorAll("nav").find((element) => element.getAttribute("aria-label") === label)
    const list = jsonLdEntities(page).filter((entity) => entity["@type"] === "BreadcrumbList")
    if (!isEntryPage(route)) {
      expect([nav, list]).toEqual([undefined, []])
      return
    }
    const items = nav!.querySelectorAll("ol > li")
    const shown = items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.textContent.trim(),
      item: canonicalFor(index === items.length - 1 ? route : item.querySelector("a")!.getAttribute("href")!),
    }))
    expect(items.at(-1)!.querySelector('[aria-current="page"]')).not.toBeNull()
    expect(list).toEqual([{ "@type": "BreadcrumbList", itemListElement: shown }])
    // each step a different page: the French home once named twice on the French policy pages
    expect(new Set(shown.map((step) => step.item)).size).toBe(shown.length)
  })

  it("places city pages in their city", () => {
    const page = builtPage("/locations/niagara-falls")
    expect(metaContent(page, "geo.placename")).toBe("Niagara Falls")
    expect(metaContent(page, "geo.position")).not.toBe(metaContent(builtPage("/"), "geo.position"))
  })

  it("renders the theme's global styles into the server HTML", () => {
    const styles = builtPage("/")
      .querySelectorAll("style[data-styled]")
      .map((style) => style.textContent)
      .join("")
    expect(styles).toMatch(/body\{[^}]*font-family/)
  })

  it("lists every page in the sitemap, in the canonical form, and points robots.txt at it", () => {
    const sitemap = readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locations.sort()).toEqual(routes.map(canonicalFor).sort())
  })

  it("dates medical pages in the sitemap by their review and legal pages by their last update, and nothing else", () => {
    const sitemap = readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
    const listed = Object.fromEntries(
      [...sitemap.matchAll(/<url>(.*?)<\/url>/gs)].map(([, entry]) => [
        entry.match(/<loc>([^<]+)<\/loc>/)![1],
        entry.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1].slice(0, 10),
      ]),
    )
    const dates = new Map<string, unknown>([
      ...loadEntries<Entry>("conditions").map((e): [string, unknown] => [`/conditions/${e.slug}`, e.lastReviewed]),
      ...loadEntries<Entry>("medications").map((e): [string, unknown] => [`/medications/${e.slug}`, e.lastReviewed]),
      ...loadEntries<Entry>("pages").map((e): [string, unknown] => [`/${e.slug}`, e.lastUpdated]),
    ])
    const expected = Object.fromEntries(routes.map((route) => [canonicalFor(route), dates.get(route)]))
    expect(listed).toEqual(expected)
    expect(sitemap).not.toMatch(/<changefreq>|<priority>/)
  })

  it("has no broken internal link or in-page anchor", () => {
    const broken: string[] = []
    for (const route of [...routes, "/404"]) {
      const page = route === "/404" ? builtPage("/404") : builtPage(route)
      for (const anchor of page.querySelectorAll("a[href]")) {
        const href = anchor.getAttribute("href")!
        if (!href.startsWith("/") && !href.startsWith("#")) continue
        const [target, hash] = href.split("#")
        const targetRoute = target === "" ? route : target
        if (!routeExists(targetRoute)) broken.push(`${route} → ${href}`)
        else if (hash && !builtPage(targetRoute).getElementById(hash)) broken.push(`${route} → ${href} (no #${hash})`)
      }
    }
    expect(broken).toEqual([])
  })

  // What an entry's words can break for a reader, read on every page: the browser sweeps (core-suite.ts,
  // accessibility.test.ts) render and run axe on one page of each kind, so their time does not grow with data/.
  it("gives every page one heading of its own, and words to each other heading, image, link and button", () => {
    const found: string[] = []
    const notFound = ["404.html", "fr/404.html"].map(
      (file) => [file, parse(readFileSync(path.join(PUBLIC_DIR, file), "utf8"))] as const,
    )
    for (const [route, page] of [
      ...[...routes, ...unlistedRoutes].map((route) => [route, builtPage(route)] as const),
      ...notFound,
    ]) {
      const named = (element: HTMLElement) =>
        /\S/.test(element.textContent) ||
        /\S/.test(element.getAttribute("aria-label") ?? "") ||
        element.querySelectorAll("img").some((image) => /\S/.test(image.getAttribute("alt") ?? ""))
      const headings = page.querySelectorAll("h1").map((heading) => heading.textContent.trim())
      if (headings.length !== 1 || headings[0] === "") found.push(`${route}: h1 ${JSON.stringify(headings)}`)
      for (const element of page.querySelectorAll("h2, h3, h4, h5, h6, a[href], button"))
        if (!named(element)) found.push(`${route}: ${element.toString().slice(0, 80)} has no words`)
      for (const image of page.querySelectorAll("img"))
        if (!image.hasAttribute("alt")) found.push(`${route}: ${image.toString().slice(0, 80)} has no alt`)
    }
    expect(found).toEqual([])
  })

  it("shows only the clinic's one phone number, beside the helplines of data/site.yaml, and no placeholder copy", () => {
    const helplines = [loadSite<{ youthLine: { phone: string } }>().youthLine.phone]
    for (const route of routes) {
      const text = builtPage(route).querySelector("body")!.textContent
      const phones = text.match(/(?<!\d)(?:1-)?\d{3}-\d{3}-\d{4}(?!\d)/g) ?? []
      expect([route, [...new Set(phones)].filter((phone) => !helplines.includes(phone))]).toEqual([route, [clinicPhone]])
      expect([route, /lorem|ipsum|TODO|\{[a-zA-Z]+\}/.test(text)]).toEqual([route, false])
    }
  })

  it("starts each page's scripts after the first paint and Google's tag later, each chunk compiled off the main thread", () => {
    for (const route of ["/", "/contact", "/locations/toronto"]) {
      const page = builtPage(route)
      expect([route, page.querySelectorAll("script[src]").map((script) => script.getAttribute("src"))]).toEqual([route, []])
      // The loader, and the list of Gatsby's chunks it starts; the test build has a measurement id, so Google's tag too.
      const loader = page.querySelector("script#paint-first")?.textContent ?? ""
      expect(loader).toContain(
        JSON.stringify(`https://www.googletagmanager.com/gtag/js?id=${env.build.GATSBY_GA_MEASUREMENT_ID}`),
      )
      const chunks = JSON.parse(page.querySelector('script[type="application/json"]#paint-first-chunks')!.textContent) as string[]
      expect(chunks.map((chunk) => chunk.replace(/-[0-9a-f]+\.js$/, ""))).toEqual(["/webpack-runtime", "/framework", "/app"])
      for (const chunk of chunks)
        expect([chunk, readFileSync(path.join(PUBLIC_DIR, chunk), "utf8").split("\n")[0]]).toEqual([
          chunk,
          "//# allFunctionsCalledOnLoad",
        ])
    }
  })
})
