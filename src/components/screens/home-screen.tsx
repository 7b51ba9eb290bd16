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

const HomeScreen = ({ page }: { page: HomePage }) => {
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
        buttonLabel="Book Your Appointment"
      />
      {page.steps && (
        <Steps {...page.steps}>
          <Centered>
            <ButtonLink to="/contact">Book Appointment</ButtonLink>
          </Centered>
        </Steps>
      )}
      {page.serviceCards && (
        <>
          <Benefits title="Our Services" items={page.serviceCards} id="our-services" />
          <Centered>
            <ButtonLink to="/services" variant="secondary">
              View All Services
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
                <ButtonLink to="/contact">Book Your Appointment</ButtonLink>
              </DesktopOnly>
              <ButtonLink to="/contact" variant="secondary">
                Get Started Today
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
