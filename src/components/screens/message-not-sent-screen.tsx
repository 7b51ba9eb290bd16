import { Helmet } from "react-helmet"
import Seo from "../seo"
import Hero from "../sections/hero"
import Intro from "../sections/intro"
import ButtonLink from "../ui/button-link"
import { useFacts, useSiteData } from "../../hooks/use-site-data"
import { LEAD_FORM_FALLBACK_PATH } from "../../lib/site-routes"

type MessageNotSentPage = NonNullable<Queries.MessageNotSentPageQuery["pagesYaml"]>
type MessageNotSentText = Queries.ContentMessageNotSentScreenText

/**
 * Where the contact form lands when it was submitted without its scripts: it says the message did not arrive and
 * gives the phone. Not a page to find by search.
 */
const MessageNotSentScreen = ({ page, text }: { page: MessageNotSentPage; text: MessageNotSentText }) => {
  const fill = useFacts()
  const site = useSiteData()
  return (
    <>
      <Seo path={LEAD_FORM_FALLBACK_PATH} seo={page.seo} />
      <Helmet>
        <meta name="robots" content="noindex" />
      </Helmet>
      <Hero
        badge={page.hero.badge}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
        buttonLabel={fill(text.callButton)}
        buttonLink={site.phone.href}
      >
        <ButtonLink to="/contact" variant="secondary">
          {text.backToForm}
        </ButtonLink>
      </Hero>
      {page.intro && <Intro title={page.intro.title} paragraphs={page.intro.paragraphs} />}
    </>
  )
}

export default MessageNotSentScreen
