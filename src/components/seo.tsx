import { Helmet } from "react-helmet"
import type { Thing } from "schema-dts"
import { useFacts, useSiteData } from "../hooks/use-site-data"
import { useListEntries } from "../hooks/use-list-entries"
import { usePreview } from "../hooks/use-preview"
import { usePageFrame, useRoute } from "../hooks/use-page-frame"
import { contentAttributes, contentOfRoute } from "../lib/content-group"
import { LOCALES } from "../lib/language"
import { inListOrder } from "../lib/entry-lists"
import { buildHeadTags, type PageSeo } from "../lib/seo"
import { faqPage, graph, medicalBusiness, medicalWebPage, serializeJsonLd, type FaqFact } from "../lib/structured-data"

interface SeoProps {
  /** The English route, as in the route table (a French page is at its French twin: src/lib/language.ts linkIn). */
  path: string
  seo: { title: string; description: string; keywords: ReadonlyArray<string> }
  /** The FAQs the page shows, facts filled in: its FAQPage data lists exactly these. */
  faqs?: ReadonlyArray<FaqFact>
  /** ISO date the medical content was last reviewed. */
  lastReviewed?: string
  /** The clinician who reviewed it. */
  reviewedBy?: { name: string; credentials: string }
  place?: PageSeo["place"]
  /** The page's own entities beyond the clinic, the web page and its FAQs. */
  structuredData?: ReadonlyArray<Thing>
}

/** The site's icons, on every page the not-found page included (else Firefox asks for /favicon.ico). */
export const ICON_LINKS = [
  { rel: "icon", href: "/favicon.png", type: "image/png" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
] as const

/** Head tags and JSON-LD for a page: the clinic (MedicalBusiness) is on every page, with the page itself and its FAQs. */
const Seo = ({ path: englishPath, seo: copy, faqs = [], lastReviewed, reviewedBy, place, structuredData = [] }: SeoProps) => {
  const site = useSiteData()
  const { language, twin } = usePageFrame()
  const path = useRoute()(englishPath)
  const services = useListEntries().services
  const fill = useFacts()
  const preview = usePreview()
  // search results quote the description, so it names the same claims as the page ({sameDayWait}, ...)
  const seo = { ...copy, title: fill(copy.title), description: fill(copy.description) }
  const head = buildHeadTags(site, { path, ...seo, place, language, twin })
  const entities: Thing[] = [
    medicalBusiness(
      { ...site, brand: { ...site.brand, blurb: fill(site.brand.blurb) } },
      inListOrder(services).map((service) => service.name),
    ),
    medicalWebPage({
      path,
      name: seo.title,
      description: seo.description,
      lastReviewed,
      reviewedBy,
      siteName: site.brand.name,
      inLanguage: LOCALES[language],
    }),
    ...structuredData,
    ...(faqs.length > 0 ? [faqPage(path, faqs)] : []),
  ]
  return (
    <Helmet htmlAttributes={{ lang: LOCALES[language], ...contentAttributes(contentOfRoute(englishPath)) }}>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      {head.alternates.map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      {ICON_LINKS.map((link) => (
        <link key={link.rel} {...link} />
      ))}
      {head.meta.map((tag) =>
        "name" in tag ? (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ),
      )}
      {preview && <meta name="robots" content="noindex" />}
      <script type="application/ld+json">{serializeJsonLd(graph(entities))}</script>
    </Helmet>
  )
}

export default Seo
