import { graphql, type PageProps } from "gatsby"
import MedicationsScreen from "../components/screens/medications-screen"
import { requireEntry } from "../lib/require-entry"

const MedicationsPage = ({ data }: PageProps<Queries.MedicationsIndexPageQuery>) => (
  <MedicationsScreen page={requireEntry(data.pagesYaml, "pages", "medications")} medications={data.allMedicationsYaml.nodes} />
)

export default MedicationsPage

export const query = graphql`
  query MedicationsIndexPage($language: String!) {
    pagesYaml(slug: { eq: "medications" }, language: { eq: $language }) {
      ...PageBasics
      intro {
        title
        paragraphs
      }
      medicationCategories {
        slug
        title
        description
        icon
      }
      faqs {
        ...FaqFields
      }
      cta {
        ...CtaFields
      }
    }
    allMedicationsYaml(filter: { language: { eq: $language } }) {
      nodes {
        slug
        name
        category
        order
      }
    }
    ...PageFrame
  }
`
