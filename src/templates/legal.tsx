import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const LegalTemplate = ({ data, pageContext }: PageProps<Queries.LegalPageQuery, { slug: string }>) => (
  <LegalScreen
    path={`/${pageContext.slug}`}
    page={requireEntry(data.pagesYaml, "pages", pageContext.slug)}
    lastUpdated={data.pagesYaml?.lastUpdated ?? ""}
    lastUpdatedIso={data.pagesYaml?.lastUpdatedIso ?? ""}
    text={requireInterface(data.interfaceYaml).screens.legal}
  />
)

export default LegalTemplate

export const query = graphql`
  query LegalPage($slug: String!) {
    pagesYaml(slug: { eq: $slug }) {
      ...PageBasics
      lastUpdated(formatString: "MMMM D, YYYY")
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
      legalSections {
        title
        paragraphs
        items
      }
    }
    interfaceYaml {
      screens {
        legal {
          lastUpdated
          backHome
        }
      }
    }
  }
`
