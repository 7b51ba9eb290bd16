import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { requireEntry } from "../lib/require-entry"

const PrivacyPolicyPage = ({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) => (
  <LegalScreen
    path="/privacy-policy"
    page={requireEntry(data.pagesYaml, "data/pages.yaml", "privacy-policy")}
    lastUpdated={data.site?.buildTime ?? ""}
    lastUpdatedIso={data.site?.buildTimeIso ?? ""}
  />
)

export default PrivacyPolicyPage

export const query = graphql`
  query PrivacyPolicyPage {
    pagesYaml(slug: { eq: "privacy-policy" }) {
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
