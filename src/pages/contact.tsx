import { graphql, type PageProps } from "gatsby"
import ContactScreen from "../components/screens/contact-screen"
import { requireEntry } from "../lib/require-entry"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => {
  if (!data.interfaceYaml) throw new Error("data/interface.yaml is missing: the contact form reads its words from it")
  return (
    <ContactScreen
      page={requireEntry(data.pagesYaml, "pages", "contact")}
      text={data.interfaceYaml}
      cities={data.allCitiesYaml.nodes}
    />
  )
}

export default ContactPage

export const query = graphql`
  query ContactPage($language: String!) {
    pagesYaml(slug: { eq: "contact" }, language: { eq: $language }) {
      ...PageBasics
      faqs {
        ...FaqFields
      }
    }
    interfaceYaml(language: { eq: $language }) {
      leadForm {
        ...LeadFormTextFields
      }
      toasts {
        ...ToastsTextFields
      }
      contactCard {
        ...ContactCardTextFields
      }
      screens {
        contact {
          citiesTitle
          citiesIntro
        }
      }
    }
    # every city: the footer names the first few, and its "See More" leads here
    allCitiesYaml(filter: { language: { eq: $language } }) {
      nodes {
        slug
        city
        order
      }
    }
    ...PageFrame
  }
`
