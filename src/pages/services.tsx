import { graphql, type PageProps } from "gatsby"
import ServicesScreen from "../components/screens/services-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const ServicesPage = ({ data }: PageProps<Queries.ServicesIndexPageQuery>) => (
  <ServicesScreen
    page={requireEntry(data.pagesYaml, "pages", "services")}
    text={requireInterface(data.interfaceYaml).screens.services}
  />
)

export default ServicesPage

export const query = graphql`
  query ServicesIndexPage($language: String!) {
    pagesYaml(slug: { eq: "services" }, language: { eq: $language }) {
      ...PageBasics
      serviceCategories {
        title
        description
        icon
        services {
          name
          description
          path
        }
      }
      extraServices {
        title
        description
        icon
        path
      }
      faqs {
        ...FaqFields
      }
      cta {
        ...CtaFields
      }
    }
    interfaceYaml(language: { eq: $language }) {
      screens {
        services {
          categoriesTitle
          extraTitle
        }
      }
    }
    ...PageFrame
  }
`
