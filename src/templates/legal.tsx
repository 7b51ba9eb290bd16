import { graphql, type PageProps } from "gatsby"
import LegalScreen from "../components/screens/legal-screen"
import { isLanguage } from "../lib/language"
import { formatDate } from "../lib/format-date"
import { requireEntry, requireInterface } from "../lib/require-entry"

const LegalTemplate = ({ data, pageContext }: PageProps<Queries.LegalPageQuery, { slug: string; language: string }>) => (
  <LegalScreen
    path={`/${pageContext.slug}`}
    page={requireEntry(data.pagesYaml, "pages", pageContext.slug)}
    lastUpdated={formatDate(data.pagesYaml?.lastUpdatedIso ?? "", isLanguage(pageContext.language) ? pageContext.language : "en")}
    lastUpdatedIso={data.pagesYaml?.lastUpdatedIso ?? ""}
    text={requireInterface(data.interfaceYaml).screens.legal}
  />
)

export default LegalTemplate

export const query = graphql`
  query LegalPage($slug: String!, $language: String!) {
    pagesYaml(slug: { eq: $slug }, language: { eq: $language }) {
      ...PageBasics
      lastUpdatedIso: lastUpdated(formatString: "YYYY-MM-DD")
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
