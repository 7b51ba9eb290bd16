import { Helmet } from "react-helmet"
import type { Thing } from "schema-dts"
import { useSiteData } from "../hooks/use-site-data"
import { buildHeadTags, type PageSeo } from "../lib/seo"
import { graph, medicalBusiness, serializeJsonLd } from "../lib/structured-data"

interface SeoProps extends PageSeo {
  /** The page's own entities; the clinic itself (MedicalBusiness) is on every page. */
  structuredData?: ReadonlyArray<Thing>
}

const Seo = ({ structuredData = [], ...page }: SeoProps) => {
  const site = useSiteData()
  const head = buildHeadTags(site, page)
  const business = medicalBusiness(
    site,
    site.footer.services.map((service) => service.name),
  )
  return (
    <Helmet htmlAttributes={{ lang: "en-CA" }}>
      <title>{head.title}</title>
      <link rel="canonical" href={head.canonical} />
      <link rel="icon" href="/favicon.png" type="image/png" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      {head.meta.map((tag) =>
        "name" in tag ? (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ) : (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ),
      )}
      <script type="application/ld+json">{serializeJsonLd(graph([business, ...structuredData]))}</script>
    </Helmet>
  )
}

export default Seo
