/**
 * The sitemap's entries: each page's URL and, where its entry carries one, the date its text last changed (a medical
 * page's review date, a legal page's "Last Updated"). Other pages get no lastmod rather than an invented one, and no
 * changefreq or priority, which search engines ignore.
 */
import { LOCALES } from "../../src/lib/language"
import { legalPageSlugs, type PageEntries } from "./page-routes"

export const sitemapQuery = `
  query SitemapPages {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSitePage {
      nodes {
        path
        pageContext
      }
    }
    allConditionsYaml {
      nodes {
        slug
        lastReviewed(formatString: "YYYY-MM-DD")
      }
    }
    allMedicationsYaml {
      nodes {
        slug
        lastReviewed(formatString: "YYYY-MM-DD")
      }
    }
    allPagesYaml {
      nodes {
        slug
        lastUpdated(formatString: "YYYY-MM-DD")
        legalSections {
          title
        }
      }
    }
  }
`

type Dated<K extends string> = { nodes: ReadonlyArray<{ slug: string } & { [key in K]?: string | null }> }

export interface SitemapData {
  /** Each page with its language and its twin in the other one (gatsby/node/create-pages.ts). */
  allSitePage: { nodes: ReadonlyArray<{ path: string; pageContext?: { language?: string; twin?: string | null } | null }> }
  allConditionsYaml: Dated<"lastReviewed">
  allMedicationsYaml: Dated<"lastReviewed">
  allPagesYaml: PageEntries["allPagesYaml"]
}

/** A page's twins for xhtml:link: both languages and x-default (the English page), where the page has a twin. */
export interface SitemapLink {
  lang: string
  url: string
}

export interface SitemapPage {
  path: string
  lastmod?: string
  links?: SitemapLink[]
}

export interface SitemapEntry {
  url: string
  lastmod?: string
  links?: SitemapLink[]
}

const withoutTrailingSlash = (route: string) => (route === "/" ? route : route.replace(/\/+$/, ""))

/** Every built page, each with its entry's own date when it has one. */
export function resolveSitemapPages(data: SitemapData): SitemapPage[] {
  const dates = new Map<string, string>()
  for (const { slug, lastReviewed } of data.allConditionsYaml.nodes)
    if (lastReviewed) dates.set(`/conditions/${slug}`, lastReviewed)
  for (const { slug, lastReviewed } of data.allMedicationsYaml.nodes)
    if (lastReviewed) dates.set(`/medications/${slug}`, lastReviewed)
  const legal = new Set(legalPageSlugs(data))
  for (const { slug, lastUpdated } of data.allPagesYaml.nodes)
    if (legal.has(slug) && lastUpdated) dates.set(`/${slug}`, lastUpdated)
  const built = new Set(data.allSitePage.nodes.map(({ path }) => withoutTrailingSlash(path)))
  return data.allSitePage.nodes.map(({ path, pageContext }) => {
    const route = withoutTrailingSlash(path)
    // a French page has no date of its own (a translation's review is not dated): no lastmod rather than an invented one
    const lastmod = dates.get(route)
    const twin = pageContext?.twin
    const [english, french] = pageContext?.language === "fr" ? [twin, route] : [route, twin]
    const links =
      english && french && built.has(twin ?? "")
        ? [
            { lang: LOCALES.en, url: english },
            { lang: LOCALES.fr, url: french },
            { lang: "x-default", url: english },
          ]
        : undefined
    return { path, ...(lastmod ? { lastmod } : {}), ...(links ? { links } : {}) }
  })
}

/** The sitemap entry of one page: its URL, its lastmod only when it has a date of its own, its twins where it has one. */
export const serializeSitemapPage = ({ path, lastmod, links }: SitemapPage): SitemapEntry => ({
  url: path,
  ...(lastmod ? { lastmod } : {}),
  ...(links ? { links } : {}),
})
