import { graphql, type PageProps } from "gatsby"
import MessageNotSentScreen from "../components/screens/message-not-sent-screen"
import { requireEntry, requireInterface } from "../lib/require-entry"

const MessageNotSentPage = ({ data }: PageProps<Queries.MessageNotSentPageQuery>) => (
  <MessageNotSentScreen
    page={requireEntry(data.pagesYaml, "pages", "message-not-sent")}
    text={requireInterface(data.interfaceYaml).screens.messageNotSent}
  />
)

export default MessageNotSentPage

export const query = graphql`
  query MessageNotSentPage($language: String!) {
    pagesYaml(slug: { eq: "message-not-sent" }, language: { eq: $language }) {
      ...PageBasics
      intro {
        title
        paragraphs
      }
    }
    interfaceYaml(language: { eq: $language }) {
      screens {
        messageNotSent {
          callButton
          backToForm
        }
      }
    }
    ...PageFrame
  }
`
