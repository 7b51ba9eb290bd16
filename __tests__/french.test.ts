import { existsSync } from "fs"
import path from "path"

import { type Collection, entryFile, entryOfFile, fileIn } from "../gatsby/content/data-files"
import { contentEntries } from "../gatsby/content/load-content"
import { movedFrenchRoutes } from "../gatsby/content/page-routes"
import { resolveSitemapPages } from "../gatsby/content/sitemap"
import { siteSource, untranslatedPages } from "../gatsby/content/site-pages"
import { languageOfPath, linkIn, routeIn } from "../src/lib/language"
import { formatDate } from "../src/lib/format-date"
import { formatHours } from "../src/lib/opening-hours"
import { buildHeadTags, type SiteSeoFacts } from "../src/lib/seo"
import { checkTexts, sampledDataTexts } from "./support/checked-content"
import { type Entry, loadDataFiles, loadEntries, loadSite } from "./support/data"

const root = path.join(__dirname, "..")
const pages = () => siteSource(root, loadDataFiles()).pages

/** Every key path of a YAML value ("leadForm.name"), lists' items by index. */
const keyPaths = (value: unknown, prefix = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, item]) => [`${prefix}${key}`, ...keyPaths(item, `${prefix}${key}.`)])
    : []

describe("the site in French", () => {
  it("has every interface word of data/interface.yaml in data/interface.fr.yaml, and no other", () => {
    const files = loadDataFiles()
    const french = new Set(keyPaths(files["interface.fr.yaml"]))
    const english = new Set(keyPaths(files["interface.yaml"]))
    expect([...english].filter((key) => !french.has(key))).toEqual([])
    // the French file carries its own review marker besides the words
    expect([...french].filter((key) => !english.has(key))).toEqual(["confirmed"])
  })

  it("puts each French page under /fr at a French address: its section in French and an entry's French web address", () => {
    const all = pages()
    const paths = all.map((other) => other.path)
    const french = all.filter((page) => languageOfPath(page.path) === "fr")
    expect(french.length).toBeGreaterThan(0)
    // each collection read once, not once a page: a page's lookup copied all its folder's entries (1.9 s at ten times)
    const entries = new Map<Collection, Array<Entry & { frenchSlug?: string; legalSections?: unknown[] }>>()
    const fieldsOf = ({ collection, slug }: { collection: Collection; slug: string }) => {
      if (!entries.has(collection)) entries.set(collection, loadEntries(collection))
      return entries.get(collection)!.find((candidate) => candidate.slug === slug)
    }
    for (const page of french) {
      expect(page.path).toMatch(/^\/fr(\/|$)/)
      expect(paths).toContain(page.english)
      const entry = entryOfFile(page.source.slice("data/".length))
      const section = page.english.split("/").slice(0, -1).join("/")
      const fields = entry && fieldsOf(entry)
      // an entry's page, a policy page's too, at its French web address; a fixed page at its route in French
      if (entry && fields && (entry.collection !== "pages" || fields.legalSections))
        expect(page.path).toBe(`${routeIn(section, "fr")}/${fields.frenchSlug ?? entry.slug}`)
      else expect(page.path).toBe(routeIn(page.english, "fr"))
    }
    expect(routeIn("/how-it-works#faq", "fr")).toBe("/fr/comment-ca-marche#faq")
    expect(routeIn("/medications", "fr")).toBe("/fr/medicaments")
  })

  it("sends the French address an entry had before its French web address there, permanently", () => {
    const all = pages()
    const moved = movedFrenchRoutes(all)
    const routes = new Set(all.map((page) => page.path))
    for (const { from, to } of moved) {
      expect(routes.has(to)).toBe(true)
      // never away from a page that exists, and never in a loop
      expect(routes.has(from)).toBe(false)
      expect(moved.some((other) => other.from === to)).toBe(false)
    }
    // the address of each French entry page whose web address is not its English one
    expect(moved.map(({ to }) => to).sort()).toEqual(
      all
        .filter((page) => languageOfPath(page.path) === "fr" && page.path !== routeIn(page.english, "fr"))
        .map((page) => page.path)
        .sort(),
    )
  })

  it("has a French twin for every English page, or lists it as not yet translated, and never an English page under /fr", () => {
    const all = pages()
    const untranslated = untranslatedPages(all)
    const frenchTwins = new Set(all.filter((page) => languageOfPath(page.path) === "fr").map((page) => page.english))
    // the file a page's French twin comes from: its entry's French file, a fixed page's entry's of data/pages/
    const frenchFileOf = (page: { path: string; source: string }) =>
      page.source.startsWith("data/")
        ? fileIn(page.source, "fr")
        : `data/${entryFile("pages", page.path === "/" ? "home" : page.path.slice(1), "fr")}`
    for (const page of all.filter((candidate) => languageOfPath(candidate.path) === "en")) {
      const translated = existsSync(path.join(root, frenchFileOf(page)))
      // twinned exactly where a French file exists: listed as not yet translated where none does
      expect([page.path, frenchTwins.has(page.path), untranslated.includes(page)]).toEqual([page.path, translated, !translated])
    }
    // a French page comes from a French file, never from an English one
    for (const page of all.filter((candidate) => languageOfPath(candidate.path) === "fr"))
      expect(page.source).toMatch(/\.fr\.yaml$/)
    console.log(`not yet in French (${untranslated.length}):\n${untranslated.map((page) => `  ${page.path}`).join("\n")}`)
  })

  it("links from a French page to the French twin where it exists, else to the English page", () => {
    const french = { "/contact": "/fr/contact", "/conditions/anxiety": "/fr/conditions/anxiete" }
    expect(linkIn("/contact#form", "fr", french)).toBe("/fr/contact#form")
    expect(linkIn("/conditions/anxiety?x=1", "fr", french)).toBe("/fr/conditions/anxiete?x=1")
    expect(linkIn("/services/referral", "fr", french)).toBe("/services/referral")
    expect(linkIn("/fr/contact", "fr", french)).toBe("/fr/contact")
    expect(linkIn("/contact", "en", french)).toBe("/contact")
  })

  it("names Ontario's workplace insurance board by its official French name, CSPAAT, wherever a French text names it", () => {
    // every string of a file but the words the claim check matches (coverage.feeItems), which list both names
    const strings = (value: unknown, key = ""): string[] =>
      key === "feeItems"
        ? []
        : typeof value === "string"
          ? [value]
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([name, inner]) => strings(inner, Array.isArray(value) ? key : name))
            : []
    const wsibAlone = Object.entries(loadDataFiles())
      .filter(([name]) => name.endsWith(".fr.yaml"))
      .flatMap(([name, content]) => strings(content).map((text) => `${name}: ${text}`))
      .filter((line) => /\bWSIB\b/.test(line) && !/\bCSPAAT\b/.test(line))
    expect(wsibAlone).toEqual([])
  })

  it("shows on a French page the icon chosen for a list's item on the English side", () => {
    const files = loadDataFiles() as Record<string, Record<string, any>>
    const english = files["cities/toronto.en.yaml"]
    english.benefits.items[0].icon = "Stethoscope"
    const french = contentEntries(files).find((entry) => entry.file === "cities/toronto.fr.yaml")!.fields as Record<string, any>
    expect(french.benefits.items[0]).toEqual({
      title: expect.stringMatching(/^Participez/),
      description: expect.any(String),
      icon: "Stethoscope",
    })
  })

  it("writes days, hours and dates as fr-CA does", () => {
    const hours = [
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "08:00", closes: "21:00" },
      { days: ["Sunday"], opens: "08:00", closes: "17:30" },
    ]
    expect(formatHours(hours, "fr")).toEqual([
      "du lundi au samedi, de 8\u00a0h à 21\u00a0h",
      "dimanche, de 8\u00a0h à 17\u00a0h\u00a030",
    ])
    expect(formatHours(hours)).toEqual(["Monday to Saturday 8:00 AM to 9:00 PM", "Sunday 8:00 AM to 5:30 PM"])
    expect(formatDate("2026-11-15", "fr")).toBe("15 novembre 2026")
    expect(formatDate("2026-11-15", "en")).toBe("November 15, 2026")
  })

  it("links twins both ways with hreflang and x-default, and a page without a twin to nothing", () => {
    const site = loadSite<SiteSeoFacts>()
    const english = buildHeadTags(site, { path: "/contact", language: "en", twin: "/fr/contact" })
    const french = buildHeadTags(site, { path: "/fr/contact", language: "fr", twin: "/contact" })
    expect(english.alternates).toEqual(french.alternates)
    expect(english.alternates.map((link) => link.hrefLang)).toEqual(["en-CA", "fr-CA", "x-default"])
    expect(french.canonical).toBe("https://www.lakeshorevirtualclinic.ca/fr/contact")
    const locale = (head: typeof english) => head.meta.filter((tag) => "property" in tag && tag.property.startsWith("og:locale"))
    expect(locale(french).map((tag) => tag.content)).toEqual(["fr_CA", "en_CA"])
    const alone = buildHeadTags(site, { path: "/services/referral", language: "en", twin: null })
    expect(alone.alternates).toEqual([])
    expect(locale(alone).map((tag) => tag.content)).toEqual(["en_CA"])
  })

  it("gives the sitemap's twins xhtml:link alternates, at their French web address, and a page without a twin none", () => {
    const data = {
      allSitePage: {
        nodes: [
          { path: "/conditions/anxiety", pageContext: { language: "en", twin: "/fr/conditions/anxiete" } },
          { path: "/fr/conditions/anxiete", pageContext: { language: "fr", twin: "/conditions/anxiety" } },
          { path: "/services/referral", pageContext: { language: "en", twin: null } },
        ],
      },
      allConditionsYaml: { nodes: [] },
      allMedicationsYaml: { nodes: [] },
      allPagesYaml: { nodes: [] },
    }
    const [anxiety, frenchAnxiety, referral] = resolveSitemapPages(data)
    expect(anxiety.links).toEqual(frenchAnxiety.links)
    expect(anxiety.links).toEqual([
      { lang: "en-CA", url: "/conditions/anxiety" },
      { lang: "fr-CA", url: "/fr/conditions/anxiete" },
      { lang: "x-default", url: "/conditions/anxiety" },
    ])
    expect(referral.links).toBeUndefined()
  })
})

describe("npm run check:content over French files", () => {
  const sample = sampledDataTexts(["conditions/anxiety.en.yaml", "conditions/depression.en.yaml", "cities/toronto.en.yaml"])
  const texts = () => ({ ...sample })
  const errorsOf = (changed: Record<string, string>) => checkTexts({ ...texts(), ...changed }).errors
  /** A file of data/ with its French web address name made `name`. */
  const withFrenchSlug = (file: string, name: string) => ({
    [file]: texts()[file].replace(/^frenchSlug: .*$/m, `frenchSlug: ${name}`),
  })

  it("refuses a French entry with a missing translated field, naming file and field", () => {
    const home = texts()["pages/home.fr.yaml"].replace(/^cta:[\s\S]*$/m, "")
    expect(errorsOf({ "pages/home.fr.yaml": home })).toContain(
      'data/pages/home.fr.yaml: missing translated field "cta" (the English file has it)',
    )
  })

  it("refuses a missing interface word in French, naming it", () => {
    const french = texts()["interface.fr.yaml"].replace(/^ {2}skipLink: .*\n/m, "")
    expect(errorsOf({ "interface.fr.yaml": french })).toEqual([
      'data/interface.fr.yaml: missing required field "layout.skipLink"',
    ])
  })

  it("refuses a shared field written in a French file: it is written once, in English", () => {
    const home = `slug: home\n${texts()["pages/home.fr.yaml"]}`
    expect(errorsOf({ "pages/home.fr.yaml": home })).toEqual([
      'data/pages/home.fr.yaml: "slug" is shared by both languages: write it in the English file only',
    ])
  })

  it("refuses two French pages at one address, naming the file and what has the address already", () => {
    expect(errorsOf(withFrenchSlug("conditions/anxiety.en.yaml", "depression"))).toEqual([
      'data/conditions/depression.en.yaml: "frenchSlug" "depression" is also data/conditions/anxiety.en.yaml\'s: give each French page its own address',
    ])
    expect(errorsOf(withFrenchSlug("pages/fees.en.yaml", "villes"))).toEqual([
      'data/pages/fees.en.yaml: its French address /fr/villes is already the section /locations\'s: give it a "frenchSlug" of its own',
    ])
  })

  it("refuses a French web address name with accents or capitals", () => {
    expect(errorsOf(withFrenchSlug("conditions/anxiety.en.yaml", "Anxiété"))).toEqual([
      'data/conditions/anxiety.en.yaml: "frenchSlug" must be lower-case words joined by hyphens, without accents, found "Anxiété"',
    ])
  })

  it("refuses a French file without its English twin", () => {
    expect(errorsOf({ "pages/nowhere.fr.yaml": "confirmed: false\n" })).toEqual([
      "data/pages/nowhere.fr.yaml: a translation of data/pages/nowhere.en.yaml, which does not exist or is not an entry",
    ])
  })

  it("refuses a French list with an item more or fewer than the English one, whose icons it takes", () => {
    const french = texts()["cities/toronto.fr.yaml"].replace(/^ {4}- title: Analyses près[\s\S]*?(?=^whyChoose:)/m, "")
    expect(errorsOf({ "cities/toronto.fr.yaml": french })).toEqual([
      'data/cities/toronto.fr.yaml: "benefits.items" has 3 items and the English file\'s 4: each French item translates the English item at its place, and takes its icon, picture or link',
    ])
  })

  it("refuses an icon written in a French list's item: the item takes the English item's", () => {
    const french = texts()["cities/toronto.fr.yaml"].replace(/^( {4}- title: Analyses près.*\n)/m, "$1      icon: Clock\n")
    expect(errorsOf({ "cities/toronto.fr.yaml": french })).toEqual([
      'data/cities/toronto.fr.yaml: "benefits.items[3].icon" is shared by both languages: write it in the English file only',
    ])
  })

  it("refuses a French claim whose figures are not the English claim's", () => {
    const site = texts()["site.fr.yaml"].replace("replyTime: 2 heures", "replyTime: 3 heures")
    expect(errorsOf({ "site.fr.yaml": site })).toEqual([
      'data/site.fr.yaml: the claim {replyTime} reads "3 heures", whose figures are not those of data/site.yaml ("2 hours"): a translation states the same figures',
    ])
  })
})
