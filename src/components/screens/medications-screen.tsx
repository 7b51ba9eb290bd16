import Seo from "../seo"
import Hero from "../sections/hero"
import Intro from "../sections/intro"
import MedicationCategories from "../sections/medication-categories"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import SignUpLink from "../ui/sign-up-link"
import { useFacts } from "../../hooks/use-site-data"
import { filledFaqs } from "../../lib/faq-text"

const PATH = "/medications"

interface MedicationsScreenProps {
  page: NonNullable<Queries.MedicationsIndexPageQuery["pagesYaml"]>
  medications: Queries.MedicationsIndexPageQuery["allMedicationsYaml"]["nodes"]
}

const MedicationsScreen = ({ page, medications }: MedicationsScreenProps) => {
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
      {page.intro && <Intro {...page.intro} />}
      {page.medicationCategories && <MedicationCategories categories={page.medicationCategories} medications={medications} />}
      {page.faqs && <Faq title={page.faqs.title} description={page.faqs.description} items={faqs} />}
      {page.cta && (
        <CallToAction {...page.cta}>
          <SignUpLink />
        </CallToAction>
      )}
    </>
  )
}

export default MedicationsScreen
