import { graphql, type PageProps } from "gatsby"
import HowItWorksScreen from "../components/screens/how-it-works-screen"
import { requireEntry } from "../lib/require-entry"

const HowItWorksPage = ({ data }: PageProps<Queries.HowItWorksPageQuery>) => (
  <HowItWorksScreen page={requireEntry(data.pagesYaml, "pages", "how-it-works")} />
)

export default HowItWorksPage

export const query = graphql`
  query HowItWorksPage($language: String!) {
    pagesYaml(slug: { eq: "how-it-works" }, language: { eq: $language }) {
      ...PageBasics
      heroButtons {
        label
        path
        icon
      }
      steps {
        ...StepsFields
      }
      whyChoose {
        ...BenefitsFields
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
