import { validateDataFile } from "../gatsby/checks/entry-validation"
import { englishFileOf, singleFiles } from "../gatsby/content/data-files"
import { languageOfPath } from "../src/lib/language"
import { entryPages, legalPageSlugs, missingReferences, type PageEntries } from "../gatsby/content/page-routes"
import { routes } from "./browser/routes"
import { pageEntries } from "../gatsby/content/site-pages"
import { loadDataFile, loadDataFiles, loadEntries, loadSite, type Entry } from "./support/data"

const files = loadDataFiles()

describe("the content in data/", () => {
  it.each(Object.keys(files))("data/%s passes the build's checks", (file) => {
    expect(validateDataFile(file, files[file], files[englishFileOf(file)])).toEqual([])
  })

  it("is the single files and one file per entry in each folder, each file named after its entry's slug", () => {
    // a French file is named after its English twin's slug (it carries no slug of its own: the slug is shared)
    for (const file of Object.keys(files)) {
      const english = englishFileOf(file)
      const folder = file.split("/")[0]
      // a translated kind's English file is <slug>.en.yaml (Decap's multiple_files), a reviewer's <slug>.yaml
      const name = folder === "reviewers" ? "" : ".en"
      if (!(english in singleFiles)) expect(english).toBe(`${folder}/${(files[english] as Entry).slug}${name}.yaml`)
    }
  })
})

const entries = (): PageEntries => pageEntries(loadDataFiles())

describe("a page per YAML entry", () => {
  it("creates, with the fixed pages of src/pages, exactly the routes of the spec's route table, without trailing slashes", () => {
    const fixedPages = ["/", "/how-it-works", "/contact", "/services", "/conditions", "/medications"]
    const paths = [...fixedPages, ...entryPages(entries(), { showMedicationPages: true }).map((page) => page.path)].filter(
      (path) => languageOfPath(path) === "en",
    )
    expect(paths.sort()).toEqual(routes.filter((route) => languageOfPath(route) === "en").sort())
    expect(paths.filter((path) => path !== "/" && path.endsWith("/"))).toEqual([])
  })

  it("adds a page when an editor adds an entry, and nothing else", () => {
    const cities = loadEntries<Entry & { frenchSlug: string }>("cities")
    const newCity = { ...cities[0], slug: "kitchener", frenchSlug: "kitchener", city: "Kitchener" }
    expect(validateDataFile("cities/kitchener.en.yaml", newCity)).toEqual([])
    const withNew = {
      ...entries(),
      allCitiesYaml: { nodes: [...cities, newCity].map(({ slug, frenchSlug }) => ({ slug, frenchSlug })) },
    }
    expect(entryPages(withNew, { showMedicationPages: true })).toContainEqual({
      path: "/locations/kitchener",
      english: "/locations/kitchener",
      template: "city",
      slug: "kitchener",
      language: "en",
    })
  })

  it("makes no medication page with compliance.showMedicationPages off, and keeps every other page", () => {
    const on = entryPages(entries(), { showMedicationPages: true })
    const off = entryPages(entries(), { showMedicationPages: false })
    // in English and in French (/fr/medicaments/...)
    expect(off.filter((page) => page.english.startsWith("/medications"))).toEqual([])
    expect(off).toEqual(on.filter((page) => !page.english.startsWith("/medications/")))
  })

  it("finds every medication the medications index links to", () => {
    expect(missingReferences(entries())).toEqual([])
  })

  it("names the entry and the reviewer when a page's reviewer has no file in data/reviewers/", () => {
    const data = entries()
    const [first, ...rest] = data.allConditionsYaml.nodes
    const withUnknown = { ...data, allConditionsYaml: { nodes: [{ ...first, reviewedBy: "nobody" }, ...rest] } }
    expect(missingReferences(withUnknown)).toEqual([
      `data/conditions/${first.slug}.en.yaml: "reviewedBy" names "nobody", which has no file data/reviewers/nobody.yaml`,
    ])
  })

  it("refuses a legal page without its own Last Updated date", () => {
    const data = entries()
    const pages = data.allPagesYaml.nodes.map((page) =>
      page.slug === "terms-of-service" ? { ...page, lastUpdated: null } : page,
    )
    expect(missingReferences({ ...data, allPagesYaml: { nodes: pages } })).toEqual([
      expect.stringContaining('data/pages/terms-of-service.en.yaml: missing required field "lastUpdated"'),
    ])
  })

  it("names a fixed page's missing entry, and a medication's unknown reviewer", () => {
    const data = entries()
    const [first, ...rest] = data.allMedicationsYaml.nodes
    const broken = {
      ...data,
      allPagesYaml: { nodes: data.allPagesYaml.nodes.filter((page) => page.slug !== "contact") },
      allMedicationsYaml: { nodes: [{ ...first, reviewedBy: "nobody" }, ...rest] },
    }
    expect(missingReferences(broken)).toEqual([
      "data/pages/contact.en.yaml: missing (the page at its route reads it)",
      `data/medications/${first.slug}.en.yaml: "reviewedBy" names "nobody", which has no file data/reviewers/nobody.yaml`,
    ])
  })

  it("makes a legal page of every entry of data/pages/ with legal sections, but not of a fixed page", () => {
    const nodes = [
      { slug: "home", legalSections: [{ title: "Terms" }] },
      { slug: "cookie-policy", legalSections: [{ title: "Cookies" }], lastUpdated: "2026-11-01" },
      { slug: "draft-policy", legalSections: [] },
      { slug: "about" },
    ]
    expect(legalPageSlugs({ allPagesYaml: { nodes } })).toEqual(["cookie-policy"])
  })
})

describe("an editor's mistake", () => {
  const service = () => loadEntries<Entry>("services")[0]
  const fileOf = (entry: Entry) => `services/${entry.slug}.en.yaml`

  describe("in the interface's words", () => {
    type Words = Record<string, Record<string, string>>
    const words = () => loadDataFile("interface.yaml") as Words

    it("names the file and the field of a deleted label", () => {
      const broken = words()
      delete broken.leadForm.submit
      expect(validateDataFile("interface.yaml", broken)).toEqual([
        'data/interface.yaml: missing required field "leadForm.submit"',
      ])
    })

    it("refuses a field that lost the link or value the site puts in it, and a slot another field has", () => {
      const broken = words()
      broken.toasts.callToBook = "To book now, call us."
      broken.footer.copyright = "© {year} {legalName} {city}"
      expect(validateDataFile("interface.yaml", broken)).toEqual([
        'data/interface.yaml: "footer.copyright" uses unknown fact token "{city}"',
        'data/interface.yaml: "toasts.callToBook" must keep "{phoneLink}": the site puts a link or a value there',
      ])
    })

    it("takes fact tokens as page copy does", () => {
      const edited = words()
      edited.leadForm.heading = "Book with {brand}"
      expect(validateDataFile("interface.yaml", edited)).toEqual([])
    })
  })

  it("names the file, which is the entry, and the missing field", () => {
    const broken = service()
    delete (broken.hero as Record<string, unknown>).title
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      `data/services/${broken.slug}.en.yaml: missing required field "hero.title"`,
    ])
  })

  it("names a misspelt field and the fields it could have meant", () => {
    const { hero, ...rest } = service()
    const broken = { ...rest, heor: hero } as Entry
    const problems = validateDataFile(fileOf(broken), broken)
    expect(problems).toContain(`data/services/${broken.slug}.en.yaml: missing required field "hero"`)
    expect(problems.some((p) => p.includes('unknown field "heor"'))).toBe(true)
  })

  it("refuses text of spaces alone, required or optional, naming file and field", () => {
    const broken = service()
    broken.name = "   "
    ;(broken.hero as { badge?: string }).badge = " \n "
    ;(broken.seo as { keywords: string[] }).keywords[0] = "\t"
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      `data/services/${broken.slug}.en.yaml: "name" is blank (only spaces): write the text`,
      `data/services/${broken.slug}.en.yaml: "seo.keywords[0]" is blank (only spaces): write the text`,
      `data/services/${broken.slug}.en.yaml: "hero.badge" is blank (only spaces): write the text, or leave the field out`,
    ])
  })

  it("rejects an icon the site does not have", () => {
    const broken = service()
    ;(broken.benefits as { items: Array<{ icon: string }> }).items[0].icon = "Unicorn"
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      expect.stringContaining('"benefits.items[0].icon" names unknown icon "Unicorn"'),
    ])
  })

  it("rejects a fact token that does not exist", () => {
    const broken = service()
    ;(broken.hero as { description: string }).description = "Call us at {phoneNumber}."
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      expect.stringContaining('"hero.description" uses unknown fact token "{phoneNumber}"'),
    ])
  })

  it.each([
    ["an HTML link", 'Call <a href="/contact">us</a> today.', 'an HTML tag "<a"'],
    ["an HTML bold tag", "Visits are <b>free</b>.", 'an HTML tag "<b"'],
    ["Markdown bold", "Visits are **free** with OHIP.", 'Markdown bold "**free**"'],
    ["Markdown emphasis", "Visits are _free_ with OHIP.", 'Markdown emphasis "_free_"'],
    ["a Markdown link", "See [our fees](/fees).", 'a Markdown link "[our fees](/fees)"'],
    ["an HTML entity", "Fast &amp; free.", 'an HTML entity "&amp;"'],
  ])("refuses %s in a text field, naming file, entry and field", (_kind, text, found) => {
    const broken = service()
    ;(broken.hero as { description: string }).description = text
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      `data/services/${broken.slug}.en.yaml: "hero.description" contains ${found}: the site shows text exactly as typed, so write it without HTML or Markdown`,
    ])
  })

  it("accepts plain text with the characters markup is made of", () => {
    const plain = service()
    ;(plain.hero as { description: string }).description =
      "Wait times < 2 hours & 9 * 3 = 27 (rates 5*); costs [to be confirmed] with_underscores, and 4 > 3."
    expect(validateDataFile(fileOf(plain), plain)).toEqual([])
  })

  it("rejects a file named otherwise than its slug, a slug that is not a URL segment, and a list in an entry's file", () => {
    const entry = service()
    expect(validateDataFile("services/other-name.en.yaml", entry)).toEqual([
      `data/services/other-name.en.yaml: "slug" is "${entry.slug}" but the file is named other-name.en.yaml: name the file ${entry.slug}.en.yaml, or make the slug "other-name"`,
    ])
    expect(validateDataFile("services/bad-slug.en.yaml", { ...entry, slug: "Bad Slug" })).toEqual([
      'data/services/bad-slug.en.yaml: "slug" must be lower-case words joined by hyphens, found "Bad Slug"',
    ])
    expect(validateDataFile(fileOf(entry), [entry])).toEqual([
      expect.stringContaining(
        `data/services/${entry.slug}.en.yaml: must hold one entry (its fields, no leading "-"), not a list`,
      ),
    ])
  })

  it("rejects a wrong type and a bad date", () => {
    const condition = loadEntries<Entry>("conditions")[0]
    condition.showCrisisLine = "yes"
    condition.lastReviewed = "last week"
    const problems = validateDataFile(`conditions/${condition.slug}.en.yaml`, condition)
    expect(problems).toEqual([
      expect.stringContaining('"lastReviewed" must be a date like 2026-01-31'),
      expect.stringContaining('"showCrisisLine" must be true or false'),
    ])
  })

  it("refuses a date that is not on the calendar, instead of rolling it over to the next month", () => {
    const condition = loadEntries<Entry>("conditions")[0]
    condition.lastReviewed = "2026-02-30"
    expect(validateDataFile(`conditions/${condition.slug}.en.yaml`, condition)).toEqual([
      `data/conditions/${condition.slug}.en.yaml: "lastReviewed" is not a real date: "2026-02-30" (no such day in that month)`,
    ])
  })

  it("refuses a portal address without https://, a footer path without its slash and a phone that cannot be dialled", () => {
    const site = loadSite<Record<string, any>>()
    site.portal.loginUrl = "portal.example.ca/login"
    site.footer.legal[0].path = site.footer.legal[0].path.slice(1)
    site.phone = "call us"
    expect(validateDataFile("site.yaml", site)).toEqual([
      'data/site.yaml: "phone" must be a phone number that can be dialled, like 1-844-222-7200, found "call us"',
      'data/site.yaml: "portal.loginUrl" must be a full https:// address, like https://example.ca/page, found "portal.example.ca/login"',
      `data/site.yaml: "footer.legal[0].path" must be a path on this site starting with "/", like /contact, found "${site.footer.legal[0].path}"`,
    ])
  })

  it("names what it found where text, a list, a group of fields or one of a few words belongs", () => {
    const site = loadSite<Record<string, any>>()
    site.brand.name = 42
    site.nav = []
    site.servicesMenu = { first: "/services" }
    site.address = ["1 Main Street"]
    site.analytics.consent = "always"
    expect(validateDataFile("site.yaml", site)).toEqual([
      'data/site.yaml: "brand.name" must be text, found a number',
      'data/site.yaml: "address" must be a group of fields, found a list',
      'data/site.yaml: "nav" needs at least 1 item(s)',
      'data/site.yaml: "servicesMenu" must be a list, found a object',
      'data/site.yaml: "analytics.consent" must be one of "opt-in", "notice", found "always"',
    ])
  })

  it("takes a date YAML read as a date, and refuses an image that is not a picture under data/ or does not exist", () => {
    const condition = loadEntries<Entry>("conditions")[0]
    condition.lastReviewed = new Date("2026-01-31T00:00:00Z")
    expect(validateDataFile(`conditions/${condition.slug}.en.yaml`, condition)).toEqual([])
    const entry = service()
    ;(entry.hero as Record<string, unknown>).image = { src: "images/hero.gif", alt: "A doctor" }
    expect(validateDataFile(fileOf(entry), entry)).toEqual([
      `data/services/${entry.slug}.en.yaml: "hero.image.src" must name a .jpg, .png, .webp or .avif file under data/, like images/hero.jpg`,
    ])
    ;(entry.hero as Record<string, unknown>).image = { src: "images/no-such-photo.jpg", alt: "A doctor" }
    expect(validateDataFile(fileOf(entry), entry)).toEqual([
      `data/services/${entry.slug}.en.yaml: "hero.image.src" names data/images/no-such-photo.jpg, which does not exist`,
    ])
  })

  it("checks only the files the site reads, and wants a group of fields in each", () => {
    expect(validateDataFile("notes/todo.yaml", ["anything"])).toEqual([])
    expect(validateDataFile("site.yaml", [])).toEqual(["data/site.yaml: must be a group of fields, not a list"])
    expect(validateDataFile("site.yaml", "Lakeshore")).toEqual(["data/site.yaml: must be a group of fields"])
    expect(validateDataFile("cities/toronto.en.yaml", null)).toEqual(["data/cities/toronto.en.yaml: must be a group of fields"])
  })

  it("names an entry's file named the old way, or a reviewer's named for a language, and the name to give it", () => {
    // content staff name files by hand: left unread, the entry's page would silently drop out of the site
    expect(validateDataFile("cities/toronto.yaml", { slug: "toronto" })).toEqual([
      "data/cities/toronto.yaml: an English entry's file is named <slug>.en.yaml, beside its French <slug>.fr.yaml: rename it to data/cities/toronto.en.yaml",
    ])
    expect(validateDataFile("reviewers/dr-lee.fr.yaml", { name: "Dr Lee" })).toEqual([
      "data/reviewers/dr-lee.fr.yaml: a reviewers entry is one file in one language, named <slug>.yaml: rename it to data/reviewers/dr-lee.yaml",
    ])
  })

  it("takes an empty or null value for a missing one, and names what it found where a group, number or phone belongs", () => {
    const site = loadSite<Record<string, any>>()
    site.brand.name = null
    site.brand.tagline = ""
    site.address = "1 Main Street"
    site.claims.stepCount = 4.5
    site.geo.latitude = "43.4"
    site.phone = 18442227200
    site.nav[1] = null
    site.nav[0].path = 42
    site.portal.loginUrl = 7
    expect(validateDataFile("site.yaml", site)).toEqual([
      'data/site.yaml: missing required field "brand.name"',
      'data/site.yaml: missing required field "brand.tagline"',
      'data/site.yaml: "phone" must be a phone number that can be dialled, like 1-844-222-7200, found "18442227200"',
      'data/site.yaml: "address" must be a group of fields, found a string',
      'data/site.yaml: "geo.latitude" must be a number, found a string',
      'data/site.yaml: "portal.loginUrl" must be a full https:// address, like https://example.ca/page, found "7"',
      'data/site.yaml: "nav[0].path" must be a path on this site starting with "/", like /contact, found "42"',
      'data/site.yaml: missing required field "nav[1]"',
      'data/site.yaml: "claims.stepCount" must be a whole number, found 4.5',
    ])
  })

  it("names the fields a misspelt one could have meant", () => {
    const broken = service()
    ;(broken.hero as Record<string, unknown>).titel = "Typo"
    expect(validateDataFile(fileOf(broken), broken)).toEqual([
      `data/services/${broken.slug}.en.yaml: unknown field "hero.titel" (expected one of: badge, title, description, image)`,
    ])
  })

  it("refuses opening hours that are not 24-hour times", () => {
    const site = loadSite<Record<string, any>>()
    site.hours[0].opens = "9am"
    expect(validateDataFile("site.yaml", site)).toEqual([
      'data/site.yaml: "hours[0].opens" must be a 24-hour time like "08:00" or "21:30", found "9am"',
    ])
  })
})
