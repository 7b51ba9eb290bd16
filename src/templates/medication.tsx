import { graphql, type PageProps } from "gatsby"
import MedicationScreen from "../components/screens/medication-screen"
import { requireEntry } from "../lib/require-entry"

const MedicationTemplate = ({ data, pageContext }: PageProps<Queries.MedicationPageQuery, { slug: string }>) => (
  <MedicationScreen medication={requireEntry(data.medicationsYaml, "medications", pageContext.slug)} />
)

export default MedicationTemplate

export const query = graphql`
  query MedicationPage($slug: String!, $language: String!) {
    medicationsYaml(slug: { eq: $slug }, language: { eq: $language }) {
      slug
      name
      genericName
      badge
      drugClass
      activeIngredient
      administrationRoute
      relatedConditions
      prescriptionOnly
      lastReviewed(formatString: "YYYY-MM-DD")
      reviewedBy
      confirmed
      seo {
        ...SeoFields
      }
      hero {
        ...HeroFields
      }
      benefits {
        ...BenefitsFields
      }
      about {
        title
        howItWorks
        dosages
        safety
      }
      safety {
        whoShouldNotTake
        sideEffects
        urgentHelp {
          sign
          action
        }
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
