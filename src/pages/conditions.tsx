import { graphql, type PageProps } from "gatsby"
import ConditionsScreen from "../components/screens/conditions-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const ConditionsPage = ({ data }: PageProps<Queries.ConditionsIndexPageQuery>) => (
  <ConditionsScreen
    page={requireEntry(data.pagesYaml, "pages", "conditions")}
    conditions={data.allConditionsYaml.nodes}
    text={requireInterface(data.interfaceYaml).screens.conditions}
  />
)

export default ConditionsPage

export const query = graphql`
  query ConditionsIndexPage($language: String!) {
    pagesYaml(slug: { eq: "conditions" }, language: { eq: $language }) {
      ...PageBasics
      intro {
        title
        paragraphs
      }
      cta {
        ...CtaFields
      }
    }
    allConditionsYaml(filter: { language: { eq: $language } }) {
      nodes {
        slug
        order
        card {
          title
          description
          icon
        }
      }
    }
    interfaceYaml(language: { eq: $language }) {
      screens {
        conditions {
          listTitle
          cardLink
          allConditions
        }
      }
    }
    ...PageFrame
  }
`
