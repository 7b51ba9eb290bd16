import { graphql, type PageProps } from "gatsby"
import CityScreen from "../components/screens/city-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const CityTemplate = ({ data, pageContext }: PageProps<Queries.CityPageQuery, { slug: string }>) => (
  <CityScreen
    city={requireEntry(data.citiesYaml, "cities", pageContext.slug)}
    text={requireInterface(data.interfaceYaml).screens.city}
  />
)

export default CityTemplate

export const query = graphql`
  query CityPage($slug: String!, $language: String!) {
    citiesYaml(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      city
      geo {
        latitude
        longitude
      }
      heroDescription
      seo {
        ...SeoFields
      }
      benefits {
        ...BenefitsFields
      }
      whyChoose {
        title
        paragraphs
      }
      local {
        title
        publicHealth {
          name
          url
        }
        emergency
        pharmacy
      }
      cta {
        ...CtaFields
      }
    }
    interfaceYaml(language: { eq: $language }) {
      screens {
        city {
          heroTitle
          howItWorks
        }
      }
    }
    ...PageFrame
  }
`
