import Seo from "../seo"
import Breadcrumbs from "../layout/breadcrumbs"
import Hero from "../sections/hero"
import Benefits from "../sections/benefits"
import MedicationAbout from "../sections/medication-about"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import ClinicalReviewNote from "../sections/clinical-review-note"
import { useFacts } from "../../hooks/use-site-data"
import { useBreadcrumbs } from "../../hooks/use-breadcrumbs"
import { useSectionText } from "../../hooks/use-section-text"
import { useReviewer } from "../../hooks/use-reviewer"
import { breadcrumbList, drug } from "../../lib/structured-data"
import { filledFaqs } from "../../lib/faq-text"

interface MedicationScreenProps {
  medication: NonNullable<Queries.MedicationPageQuery["medicationsYaml"]>
}

const MedicationScreen = ({ medication }: MedicationScreenProps) => {
  const fill = useFacts()
  const { bookConsultation } = useSectionText().hero
  const reviewer = useReviewer(medication)
  const path = `/medications/${medication.slug}`
  const trail = useBreadcrumbs({ path, name: medication.name })
  const faqs = filledFaqs(medication.faqs.items, fill)
  return (
    <>
      <Seo
        path={path}
        seo={medication.seo}
        faqs={faqs}
        lastReviewed={reviewer && medication.lastReviewed}
        reviewedBy={reviewer}
        structuredData={[...drug({ path, ...medication, description: fill(medication.hero.description) }), breadcrumbList(trail)]}
      />
      <Breadcrumbs trail={trail} />
      <Hero
        badge={medication.badge}
        image={medication.hero.image}
        title={fill(medication.hero.title)}
        description={fill(medication.hero.description)}
        buttonLabel={bookConsultation}
      />
      <Benefits {...medication.benefits} />
      <MedicationAbout about={medication.about} safety={medication.safety} />
      <Faq title={medication.faqs.title} description={medication.faqs.description} items={faqs} />
      <ClinicalReviewNote lastReviewedIso={medication.lastReviewed} reviewer={reviewer} />
      <CallToAction {...medication.cta} buttonLabel={medication.cta.buttonLabel || bookConsultation} />
    </>
  )
}

export default MedicationScreen
