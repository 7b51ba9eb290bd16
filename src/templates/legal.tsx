import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { requireEntry } from "../lib/require-entry"

const LegalTemplate = ({ data, pageContext }: PageProps<Queries.LegalPageQuery, { slug: string }>) => (
  <LegalScreen
    path={`/${pageContext.slug}`}
    page={requireEntry(data.pagesYaml, "data/pages.yaml", pageContext.slug)}
    lastUpdated={data.site?.buildTime ?? ""}
    lastUpdatedIso={data.site?.buildTimeIso ?? ""}
  />
)

export default LegalTemplate

export const query = graphql`
  query LegalPage($slug: String!) {
    pagesYaml(slug: { eq: $slug }) {
      ...PageBasics
      legalSections {
        title
        paragraphs
        items
      }
    }
    site {
      buildTime(formatString: "MMMM D, YYYY")
      buildTimeIso: buildTime(formatString: "YYYY-MM-DD")
    }
  }
`
