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
  query ConditionsIndexPage {
    pagesYaml(slug: { eq: "conditions" }) {
      ...PageBasics
      intro {
        title
        paragraphs
      }
      cta {
        ...CtaFields
      }
    }
    allConditionsYaml {
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
    interfaceYaml {
      screens {
        conditions {
          listTitle
          cardLink
          allConditions
        }
      }
    }
  }
`
