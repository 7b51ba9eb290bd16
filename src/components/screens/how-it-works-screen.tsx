import Seo from "../seo"
import Hero from "../sections/hero"
import Steps from "../sections/steps"
import Benefits from "../sections/benefits"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import ButtonLink from "../ui/button-link"
import Icon from "../icon"
import { useFacts, useSiteData } from "../../hooks/use-site-data"
import { howTo } from "../../lib/structured-data"
import { howToTotalTime } from "../../lib/claim-durations"
import { filledFaqs } from "../../lib/faq-text"

const PATH = "/how-it-works"

type HowItWorksPage = NonNullable<Queries.HowItWorksPageQuery["pagesYaml"]>

const HowItWorksScreen = ({ page }: { page: HowItWorksPage }) => {
  const fill = useFacts()
  const site = useSiteData()
  const faqs = page.faqs ? filledFaqs(page.faqs.items, fill) : []
  const steps = page.steps?.items.map((step) => ({ ...step, title: fill(step.title), description: fill(step.description) })) ?? []
  return (
    <>
      <Seo
        path={PATH}
        seo={page.seo}
        faqs={faqs}
        structuredData={[
          howTo({
            name: fill(page.hero.title),
            description: fill(page.seo.description),
            path: PATH,
            steps,
            totalTime: howToTotalTime(site.claims),
          }),
        ]}
      />
      <Hero
        badge={page.hero.badge}
        image={page.hero.image}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
      >
        {page.heroButtons?.map((button) => (
          <ButtonLink key={button.path} to={button.path} variant="secondary">
            {button.icon && <Icon name={button.icon} size={20} />}
            {button.label}
          </ButtonLink>
        ))}
      </Hero>
      {page.steps && <Steps {...page.steps} />}
      {page.whyChoose && <Benefits {...page.whyChoose} />}
      {page.faqs && <Faq title={page.faqs.title} description={page.faqs.description} items={faqs} tone="tinted" />}
      {page.cta && <CallToAction {...page.cta} />}
    </>
  )
}

export default HowItWorksScreen
