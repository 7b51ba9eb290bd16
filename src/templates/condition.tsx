import { graphql, type PageProps } from "gatsby"
import ConditionScreen from "../components/screens/condition-screen"
import { requireEntry } from "../lib/require-entry"

const ConditionTemplate = ({ data, pageContext }: PageProps<Queries.ConditionPageQuery, { slug: string }>) => (
  <ConditionScreen condition={requireEntry(data.conditionsYaml, "conditions", pageContext.slug)} />
)

export default ConditionTemplate

export const query = graphql`
  query ConditionPage($slug: String!, $language: String!) {
    conditionsYaml(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      name
      shortName
      lastReviewed(formatString: "YYYY-MM-DD")
      reviewedBy
      confirmed
      showCrisisLine
      note
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      symptoms {
        title
        items
        warning
      }
      treatments {
        title
        description
        items {
          title
          description
          icon
        }
      }
      benefits {
        ...BenefitsFields
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
