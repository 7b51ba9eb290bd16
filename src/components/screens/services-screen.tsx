import Seo from "../seo"
import Hero from "../sections/hero"
import ServiceCategories from "../sections/service-categories"
import Benefits from "../sections/benefits"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import SignUpLink from "../ui/sign-up-link"
import { useFacts } from "../../hooks/use-site-data"
import { filledFaqs } from "../../lib/faq-text"

const PATH = "/services"

type ServicesPage = NonNullable<Queries.ServicesIndexPageQuery["pagesYaml"]>
type ServicesText = Queries.ContentServicesScreenText

const ServicesScreen = ({ page, text }: { page: ServicesPage; text: ServicesText }) => {
  const fill = useFacts()
  const faqs = page.faqs ? filledFaqs(page.faqs.items, fill) : []
  return (
    <>
      <Seo path={PATH} seo={page.seo} faqs={faqs} />
      <Hero
        badge={page.hero.badge}
        image={page.hero.image}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
      />
      {page.serviceCategories && <ServiceCategories title={text.categoriesTitle} categories={page.serviceCategories} />}
      {page.extraServices && <Benefits title={text.extraTitle} items={page.extraServices} tone="tinted" />}
      {page.faqs && <Faq title={page.faqs.title} description={page.faqs.description} items={faqs} />}
      {page.cta && (
        <CallToAction {...page.cta}>
          <SignUpLink />
        </CallToAction>
      )}
    </>
  )
}

export default ServicesScreen
