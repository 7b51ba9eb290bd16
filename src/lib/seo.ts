import { type Language, LOCALES } from "./language"
import { absoluteUrl } from "./site-url"

export interface SiteSeoFacts {
  brand: { name: string }
  seo: {
    defaultTitle: string
    titleTemplate: string
    defaultDescription: string
    defaultKeywords: ReadonlyArray<string>
    shareImage: string
    shareImageAlt: string
  }
  address: { locality: string; regionCode: string; country: string }
  geo: { latitude: number; longitude: number }
}

export interface PageSeo {
  /** The route, as in the route table: "/", "/contact". */
  path: string
  title?: string | null
  description?: string | null
  keywords?: ReadonlyArray<string> | null
  /** City pages name their own place. */
  place?: { name: string; latitude: number; longitude: number }
  /** The page's language (English when unsaid). */
  language?: Language
  /** The same page in the other language, where it exists: the two link to each other (hreflang). */
  twin?: string | null
}

/** A <link rel="alternate">: the page in one language, or x-default (the English page) for any other reader. */
export interface Alternate {
  hrefLang: string
  href: string
}

export type MetaTag = { name: string; content: string } | { property: string; content: string }

export interface HeadTags {
  title: string
  description: string
  canonical: string
  /** Both twins and x-default, or none when the page has no twin. */
  alternates: Alternate[]
  meta: MetaTag[]
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** Longest title search results show in full (about 600 px). */
export const TITLE_LIMIT = 60

/** The page's <title>: its own title with the brand when both fit in search results, else its title alone. */
export function pageTitle(site: Pick<SiteSeoFacts, "seo">, title?: string | null): string {
  if (!title) return site.seo.defaultTitle
  const branded = site.seo.titleTemplate.replace("%s", title)
  return branded.length <= TITLE_LIMIT ? branded : title
}

/** A coordinate as search engines ask for it: 5 decimals (about a metre). */
const coordinate = (degrees: number) => degrees.toFixed(5)

export function buildHeadTags(site: SiteSeoFacts, page: PageSeo): HeadTags {
  const title = pageTitle(site, page.title)
  const description = page.description || site.seo.defaultDescription
  const keywords = page.keywords?.length ? page.keywords : site.seo.defaultKeywords
  const canonical = absoluteUrl(page.path)
  const image = absoluteUrl(site.seo.shareImage)
  const place = page.place ?? { name: site.address.locality, ...site.geo }
  const region = `${site.address.country}-${site.address.regionCode}`
  const language = page.language ?? "en"
  const other: Language = language === "en" ? "fr" : "en"
  const twin = page.twin && absoluteUrl(page.twin)
  const [en, fr] = language === "en" ? [canonical, twin] : [twin, canonical]
  const alternates: Alternate[] = twin
    ? [
        { hrefLang: LOCALES.en, href: en as string },
        { hrefLang: LOCALES.fr, href: fr as string },
        { hrefLang: "x-default", href: en as string },
      ]
    : []
  return {
    title,
    description,
    canonical,
    alternates,
    meta: [
      { name: "description", content: description },
      { name: "keywords", content: keywords.join(", ") },
      { property: "og:type", content: "website" },
      { property: "og:site_name", content: site.brand.name },
      // Open Graph writes the locale with an underscore
      { property: "og:locale", content: LOCALES[language].replace("-", "_") },
      ...(page.twin ? [{ property: "og:locale:alternate", content: LOCALES[other].replace("-", "_") }] : []),
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(SHARE_IMAGE_SIZE.width) },
      { property: "og:image:height", content: String(SHARE_IMAGE_SIZE.height) },
      { property: "og:image:alt", content: site.seo.shareImageAlt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: title },
      { name: "twitter:description", content: description },
      { name: "twitter:image", content: image },
      { name: "twitter:image:alt", content: site.seo.shareImageAlt },
      { name: "geo.region", content: region },
      { name: "geo.placename", content: place.name },
      { name: "geo.position", content: `${coordinate(place.latitude)};${coordinate(place.longitude)}` },
      { name: "ICBM", content: `${coordinate(place.latitude)}, ${coordinate(place.longitude)}` },
    ],
  }
}
