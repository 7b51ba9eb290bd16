import styled from "styled-components"
import Seo from "../seo"
import Faq from "../sections/faq"
import ContactCard from "../sections/contact-card"
import CityLinks from "../sections/city-links"
import Container from "../ui/container"
import PhoneSafeText from "../ui/phone-safe-text"
import LeadForm from "../lead-form/lead-form"
import ToastProvider from "../lead-form/toast-provider"
import { useFacts } from "../../hooks/use-site-data"
import { filledFaqs } from "../../lib/faq-text"

const PATH = "/contact"

const Intro = styled.div`
  max-width: 44rem;
  padding-top: ${({ theme }) => theme.space.xl};
  p {
    font-size: ${({ theme }) => theme.fontSizes.lead};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${({ theme }) => theme.media.large} {
    grid-template-columns: 3fr 2fr;
  }
`

type ContactPage = NonNullable<Queries.ContactPageQuery["pagesYaml"]>
type ContactText = NonNullable<Queries.ContactPageQuery["interfaceYaml"]>
type ContactCities = Queries.ContactPageQuery["allCitiesYaml"]["nodes"]

const ContactScreen = ({ page, text, cities }: { page: ContactPage; text: ContactText; cities: ContactCities }) => {
  const fill = useFacts()
  const faqs = page.faqs ? filledFaqs(page.faqs.items, fill) : []
  return (
    // Toasts (notistack) belong to the lead form, so only this page loads them.
    <ToastProvider text={text.toasts}>
      <Seo path={PATH} seo={page.seo} faqs={faqs} />
      <Container>
        <Intro>
          <h1>{fill(page.hero.title)}</h1>
          <p>
            <PhoneSafeText text={fill(page.hero.description)} />
          </p>
        </Intro>
        <Columns>
          <LeadForm text={text.leadForm} toastText={text.toasts} />
          <ContactCard text={text.contactCard} />
        </Columns>
      </Container>
      <CityLinks title={text.screens.contact.citiesTitle} description={text.screens.contact.citiesIntro} cities={cities} />
      {page.faqs && <Faq title={page.faqs.title} description={page.faqs.description} items={faqs} />}
    </ToastProvider>
  )
}

export default ContactScreen
