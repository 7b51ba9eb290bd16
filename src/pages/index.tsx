import { graphql, type PageProps } from "gatsby"
import HomeScreen from "../components/screens/home-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => (
  <HomeScreen page={requireEntry(data.pagesYaml, "pages", "home")} text={requireInterface(data.interfaceYaml).screens.home} />
)

export default HomePage

export const query = graphql`
  query HomePage($language: String!) {
    pagesYaml(slug: { eq: "home" }, language: { eq: $language }) {
      ...PageBasics
      steps {
        ...StepsFields
      }
      serviceCards {
        title
        description
        icon
        path
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
    interfaceYaml(language: { eq: $language }) {
      screens {
        home {
          bookAppointment
          bookYourAppointment
          servicesTitle
          allServices
          getStarted
        }
      }
    }
    ...PageFrame
  }
`
