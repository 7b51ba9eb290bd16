import { graphql, type PageProps } from "gatsby"
import ContactScreen from "../components/screens/contact-screen"
import { requireEntry } from "../lib/require-entry"

const ContactPage = ({ data }: PageProps<Queries.ContactPageQuery>) => (
  <ContactScreen page={requireEntry(data.pagesYaml, "pages", "contact")} />
)

export default ContactPage

export const query = graphql`
  query ContactPage {
    pagesYaml(slug: { eq: "contact" }) {
      ...PageBasics
      faqs {
        ...FaqFields
      }
    }
  }
`
