import styled from "styled-components"
import Seo from "../seo"
import Hero from "../sections/hero"
import Steps from "../sections/steps"
import Benefits from "../sections/benefits"
import Testimonials from "../sections/testimonials"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import ButtonLink from "../ui/button-link"
import SignUpLink from "../ui/sign-up-link"
import { useFacts } from "../../hooks/use-site-data"
import { filledFaqs } from "../../lib/faq-text"

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.xl};
`

const DesktopOnly = styled.span`
  display: none;
  ${({ theme }) => theme.media.medium} {
    display: inline-flex;
  }
`

type HomePage = NonNullable<Queries.HomePageQuery["pagesYaml"]>
type HomeText = Queries.ContentHomeScreenText

const HomeScreen = ({ page, text }: { page: HomePage; text: HomeText }) => {
  const fill = useFacts()
  const faqs = page.faqs ? filledFaqs(page.faqs.items, fill) : []
  return (
    <>
      <Seo path="/" seo={page.seo} faqs={faqs} />
      <Hero
        badge={page.hero.badge}
        image={page.hero.image}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
        buttonLabel={text.bookYourAppointment}
      />
      {page.steps && (
        <Steps {...page.steps}>
          <Centered>
            <ButtonLink to="/contact">{text.bookAppointment}</ButtonLink>
          </Centered>
        </Steps>
      )}
      {page.serviceCards && (
        <>
          <Benefits title={text.servicesTitle} items={page.serviceCards} id="our-services" />
          <Centered>
            <ButtonLink to="/services" variant="secondary">
              {text.allServices}
            </ButtonLink>
          </Centered>
        </>
      )}
      {page.testimonials && <Testimonials {...page.testimonials} />}
      {page.faqs && (
        <Faq
          title={page.faqs.title}
          description={page.faqs.description}
          items={faqs}
          actions={
            <>
              <DesktopOnly>
                <ButtonLink to="/contact">{text.bookYourAppointment}</ButtonLink>
              </DesktopOnly>
              <ButtonLink to="/contact" variant="secondary">
                {text.getStarted}
              </ButtonLink>
            </>
          }
        />
      )}
      {page.cta && (
        <CallToAction {...page.cta}>
          <SignUpLink />
        </CallToAction>
      )}
    </>
  )
}

export default HomeScreen
