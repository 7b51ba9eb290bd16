import { graphql, type PageProps } from "gatsby"
import ServiceScreen from "../components/screens/service-screen"
import { requireEntry } from "../lib/require-entry"

const ServiceTemplate = ({ data, pageContext }: PageProps<Queries.ServicePageQuery, { slug: string }>) => (
  <ServiceScreen service={requireEntry(data.servicesYaml, "services", pageContext.slug)} />
)

export default ServiceTemplate

export const query = graphql`
  query ServicePage($slug: String!, $language: String!) {
    servicesYaml(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      name
      serviceType
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      benefits {
        ...BenefitsFields
      }
      steps {
        ...StepsFields
      }
      testimonials {
        ...TestimonialsFields
      }
      faqs {
        ...FaqFields
      }
      cta {
        ...CtaFields
      }
    }
    ...PageFrame
  }
`
