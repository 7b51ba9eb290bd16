import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { requireEntry } from "../lib/require-entry"

const TermsOfServicePage = ({ data }: PageProps<Queries.TermsOfServicePageQuery>) => (
  <LegalScreen
    path="/terms-of-service"
    page={requireEntry(data.pagesYaml, "data/pages.yaml", "terms-of-service")}
    lastUpdated={data.site?.buildTime ?? ""}
    lastUpdatedIso={data.site?.buildTimeIso ?? ""}
  />
)

export default TermsOfServicePage

export const query = graphql`
  query TermsOfServicePage {
    pagesYaml(slug: { eq: "terms-of-service" }) {
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
