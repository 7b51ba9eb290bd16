import { resolveSitemapPages, serializeSitemapPage, type SitemapData } from "../gatsby/content/sitemap"

const data: SitemapData = {
  allSitePage: {
    nodes: [
      { path: "/" },
      { path: "/services/referral" },
      { path: "/conditions/acne" },
      { path: "/medications/viagra/" },
      { path: "/privacy-policy" },
      { path: "/how-it-works" },
    ],
  },
  allConditionsYaml: { nodes: [{ slug: "acne", lastReviewed: "2026-11-15" }] },
  allMedicationsYaml: { nodes: [{ slug: "viagra", lastReviewed: "2026-10-02" }] },
  allPagesYaml: {
    nodes: [
      { slug: "privacy-policy", lastUpdated: "2026-11-22", legalSections: [{ title: "What we collect" }] },
      { slug: "how-it-works", lastUpdated: "2026-01-01" },
    ],
  },
}

const entries = () => resolveSitemapPages(data).map(serializeSitemapPage)

describe("the sitemap's entries", () => {
  it("date medical pages by their review and legal pages by their last update", () => {
    expect(entries()).toEqual(
      expect.arrayContaining([
        { url: "/conditions/acne", lastmod: "2026-11-15" },
        { url: "/medications/viagra/", lastmod: "2026-10-02" },
        { url: "/privacy-policy", lastmod: "2026-11-22" },
      ]),
    )
  })

  it("give pages without a date of their own no lastmod rather than an invented one", () => {
    expect(entries()).toEqual(expect.arrayContaining([{ url: "/" }, { url: "/services/referral" }, { url: "/how-it-works" }]))
  })

  it("carry no changefreq or priority", () => {
    for (const entry of entries()) expect(Object.keys(entry).sort()).toEqual(expect.arrayContaining(["url"]))
    expect(
      entries()
        .flatMap(Object.keys)
        .filter((key) => key !== "url" && key !== "lastmod"),
    ).toEqual([])
  })
})
