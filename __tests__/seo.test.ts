import { readFileSync } from "fs"
import path from "path"

import { SHARE_IMAGE_WORDS } from "../scripts/share-image-words"
import type { Language } from "../src/lib/language"
import { buildHeadTags, pageTitle, SHARE_IMAGE_SIZE, type SiteSeoFacts, TITLE_LIMIT } from "../src/lib/seo"
import { type BusinessFacts, medicalBusiness } from "../src/lib/structured-data"
import { interfaceTextIn, loadEntries, loadSite, pageFrame } from "./support/data"

const site = loadSite<SiteSeoFacts>()
const meta = (tags: ReturnType<typeof buildHeadTags>["meta"], key: string) =>
  tags.find((tag) => ("name" in tag ? tag.name : tag.property) === key)?.content

describe("head tags", () => {
  it("gives a page its own title, description, keywords and absolute canonical URL", () => {
    const head = buildHeadTags(site, { path: "/contact", title: "Contact Us", description: "Reach us.", keywords: ["a", "b"] })
    expect(head.title).toBe("Contact Us | Lakeshore Virtual Clinic")
    expect(head.canonical).toBe("https://www.lakeshorevirtualclinic.ca/contact")
    expect(meta(head.meta, "description")).toBe("Reach us.")
    expect(meta(head.meta, "keywords")).toBe("a, b")
    expect(meta(head.meta, "og:url")).toBe(head.canonical)
  })

  it("falls back to the site's default title, description and keywords", () => {
    const head = buildHeadTags(site, { path: "/" })
    expect(head.title).toBe(site.seo.defaultTitle)
    expect(head.canonical).toBe("https://www.lakeshorevirtualclinic.ca/")
    expect(meta(head.meta, "description")).toBe(site.seo.defaultDescription)
    expect(meta(head.meta, "keywords")).toBe(site.seo.defaultKeywords.join(", "))
  })

  it("shares a 1200x630 image with Open Graph and Twitter", () => {
    const head = buildHeadTags(site, { path: "/" })
    expect(meta(head.meta, "og:image")).toBe("https://www.lakeshorevirtualclinic.ca/images/share.png")
    expect(meta(head.meta, "og:image:width")).toBe("1200")
    expect(meta(head.meta, "og:image:height")).toBe("630")
    expect(meta(head.meta, "twitter:card")).toBe("summary_large_image")
    expect(meta(head.meta, "twitter:image")).toBe(meta(head.meta, "og:image"))
  })

  describe("share image in each language", () => {
    const siteIn = (language: Language) =>
      pageFrame(language).data.languageSite as unknown as SiteSeoFacts & BusinessFacts & { brand: { name: string } }
    const headIn = (language: Language) =>
      buildHeadTags(siteIn(language), { path: language === "fr" ? "/fr" : "/", language, twin: language === "fr" ? "/" : "/fr" })

    it.each([
      ["en", "https://www.lakeshorevirtualclinic.ca/images/share.png"],
      ["fr", "https://www.lakeshorevirtualclinic.ca/images/share-fr.png"],
    ] as const)("gives a page in %s its own language's image, with its own language's alt text", (language, image) => {
      const head = headIn(language)
      const alt = siteIn(language).seo.shareImageAlt
      expect(meta(head.meta, "og:image")).toBe(image)
      expect(meta(head.meta, "twitter:image")).toBe(image)
      expect(meta(head.meta, "og:image:alt")).toBe(alt)
      expect(meta(head.meta, "twitter:image:alt")).toBe(alt)
      expect((medicalBusiness(siteIn(language), []) as { image?: unknown }).image).toBe(image)
    })

    it("gives a French page the French image and alt, never the English ones", () => {
      const head = headIn("fr")
      expect(meta(head.meta, "og:image")).not.toBe(meta(headIn("en").meta, "og:image"))
      expect(meta(head.meta, "og:image:alt")).toBe(
        "Clinique virtuelle Lakeshore, consultations médicales virtuelles en Ontario couvertes par l'OHIP avec votre carte Santé",
      )
    })

    it.each(["en", "fr"] as const)("describes in its alt text (%s) the words the image shows", (language) => {
      const words = SHARE_IMAGE_WORDS[language]
      const site = siteIn(language)
      const [first, second] = words.lines
      expect(site.seo.shareImage).toBe(`/${words.file}`)
      expect(site.brand.name).toBe(words.name)
      expect(site.seo.shareImageAlt).toBe(`${words.name}, ${first[0].toLowerCase()}${first.slice(1)} ${second}`)
      expect(words.button).toBe(interfaceTextIn(language).layout.bookAppointment)
      // the PNG's header (IHDR): its width and height, as Open Graph is told
      const png = readFileSync(path.join(__dirname, "..", "static", words.file))
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(SHARE_IMAGE_SIZE)
    })
  })

  it("places the clinic in Ontario, and a city page in its city", () => {
    const clinic = buildHeadTags(site, { path: "/" })
    expect(meta(clinic.meta, "geo.region")).toBe("CA-ON")
    expect(meta(clinic.meta, "geo.placename")).toBe("Oakville")
    const city = buildHeadTags(site, {
      path: "/locations/hamilton",
      place: { name: "Hamilton", latitude: 43.2557, longitude: -79.8711 },
    })
    expect(meta(city.meta, "geo.placename")).toBe("Hamilton")
    expect(meta(city.meta, "geo.position")).toBe("43.25570;-79.87110")
    expect(meta(city.meta, "ICBM")).toBe("43.25570, -79.87110")
  })

  it("writes the clinic's point and every city's to the 5 decimals search engines ask for", () => {
    const points = [site.geo, ...loadEntries<{ geo: SiteSeoFacts["geo"] }>("cities").map((city) => city.geo)]
    for (const { latitude, longitude } of points)
      for (const degrees of [latitude, longitude]) expect(String(degrees)).toMatch(/^-?\d+\.\d{5,}$/)
    expect(meta(buildHeadTags(site, { path: "/" }).meta, "geo.position")).toMatch(/^-?\d+\.\d{5};-?\d+\.\d{5}$/)
  })
})

describe("page titles", () => {
  const brand = " | Lakeshore Virtual Clinic"

  it("carry the brand when the whole title fits in the 60 characters search results show", () => {
    expect(pageTitle(site, "Privacy Policy")).toBe(`Privacy Policy${brand}`)
    const longest = "x".repeat(TITLE_LIMIT - brand.length)
    expect(pageTitle(site, longest)).toBe(`${longest}${brand}`)
  })

  it("drop the brand rather than run past 60 characters", () => {
    const title = "x".repeat(TITLE_LIMIT - brand.length + 1)
    expect(pageTitle(site, title)).toBe(title)
  })

  // an entry's own title past the limit is check:content's warning to its editor, not a failure of the site
  it("stay within 60 characters for the site's default", () => {
    expect(pageTitle(site).length).toBeLessThanOrEqual(TITLE_LIMIT)
  })
})
