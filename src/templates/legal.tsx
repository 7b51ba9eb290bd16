import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const LegalTemplate = ({ data, pageContext }: PageProps<Queries.LegalPageQuery, { slug: string }>) => (
  <LegalScreen
    path={`/${pageContext.slug}`}
    page={requireEntry(data.pagesYaml, "pages", pageContext.slug)}
    text={requireInterface(data.interfaceYaml).screens.legal}
  />
)

export default LegalTemplate

export const query = graphql`
  query LegalPage($slug: String!, $language: String!) {
    pagesYaml(slug: { eq: $slug }, language: { eq: $language }) {
      ...PageBasics
      lastUpdated(formatString: "YYYY-MM-DD")
      legalSections {
        title
        paragraphs
        items
      }
    }
    interfaceYaml(language: { eq: $language }) {
      screens {
        legal {
          lastUpdated
          backHome
        }
      }
    }
    ...PageFrame
  }
`
