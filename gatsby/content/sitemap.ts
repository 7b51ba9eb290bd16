/**
 * The sitemap's entries: each page's URL and, where its entry carries one, the date its text last changed (a medical
 * page's review date, a legal page's "Last Updated"). Other pages get no lastmod rather than an invented one, and no
 * changefreq or priority, which search engines ignore.
 */
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
  allSitePage: { nodes: ReadonlyArray<{ path: string }> }
  allConditionsYaml: Dated<"lastReviewed">
  allMedicationsYaml: Dated<"lastReviewed">
  allPagesYaml: PageEntries["allPagesYaml"]
}

export interface SitemapPage {
  path: string
  lastmod?: string
}

export interface SitemapEntry {
  url: string
  lastmod?: string
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
  return data.allSitePage.nodes.map(({ path }) => {
    const lastmod = dates.get(withoutTrailingSlash(path))
    return lastmod ? { path, lastmod } : { path }
  })
}

/** The sitemap entry of one page: its URL, and its lastmod only when it has a date of its own. */
export const serializeSitemapPage = ({ path, lastmod }: SitemapPage): SitemapEntry =>
  lastmod ? { url: path, lastmod } : { url: path }
