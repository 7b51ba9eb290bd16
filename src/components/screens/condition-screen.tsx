import styled from "styled-components"
import Seo from "../seo"
import Breadcrumbs from "../layout/breadcrumbs"
import Hero from "../sections/hero"
import Symptoms from "../sections/symptoms"
import CrisisNotice from "../sections/crisis-notice"
import Benefits from "../sections/benefits"
import Testimonials from "../sections/testimonials"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import ClinicalReviewNote from "../sections/clinical-review-note"
import Container from "../ui/container"
import { useFacts } from "../../hooks/use-site-data"
import { useBreadcrumbs } from "../../hooks/use-breadcrumbs"
import { useReviewer } from "../../hooks/use-reviewer"
import { breadcrumbList, medicalCondition } from "../../lib/structured-data"
import { filledFaqs } from "../../lib/faq-text"

const Note = styled.p`
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.lead};
`

interface ConditionScreenProps {
  condition: NonNullable<Queries.ConditionPageQuery["conditionsYaml"]>
}

const ConditionScreen = ({ condition }: ConditionScreenProps) => {
  const fill = useFacts()
  const reviewer = useReviewer(condition)
  const path = `/conditions/${condition.slug}`
  const trail = useBreadcrumbs({ path, name: condition.shortName ?? condition.name })
  const faqs = filledFaqs(condition.faqs.items, fill)
  return (
    <>
      <Seo
        path={path}
        seo={condition.seo}
        faqs={faqs}
        lastReviewed={reviewer && condition.lastReviewed}
        reviewedBy={reviewer}
        structuredData={[
          medicalCondition({
            path,
            name: condition.name,
            description: fill(condition.hero.description),
            symptoms: condition.symptoms.items.map(fill),
            treatments: condition.treatments.items.map((item) => fill(item.title)),
          }),
          breadcrumbList(trail),
        ]}
      />
      <Breadcrumbs trail={trail} />
      <Hero
        badge={condition.hero.badge}
        image={condition.hero.image}
        title={fill(condition.hero.title)}
        description={fill(condition.hero.description)}
      />
      {condition.showCrisisLine && <CrisisNotice />}
      <Symptoms {...condition.symptoms} />
      <Benefits {...condition.treatments} tone="tinted" />
      {condition.note && (
        <Container>
          <Note>{fill(condition.note)}</Note>
        </Container>
      )}
      <Benefits {...condition.benefits} />
      <Testimonials {...condition.testimonials} />
      <Faq title={condition.faqs.title} description={condition.faqs.description} items={faqs} />
      <ClinicalReviewNote lastReviewedIso={condition.lastReviewed} reviewer={reviewer} />
      <CallToAction {...condition.cta} />
    </>
  )
}

export default ConditionScreen
