import Seo from "../seo"
import Breadcrumbs from "../layout/breadcrumbs"
import Hero from "../sections/hero"
import Benefits from "../sections/benefits"
import Steps from "../sections/steps"
import Testimonials from "../sections/testimonials"
import Faq from "../sections/faq"
import CallToAction from "../sections/call-to-action"
import { useFacts } from "../../hooks/use-site-data"
import { useBreadcrumbs } from "../../hooks/use-breadcrumbs"
import { breadcrumbList, medicalService } from "../../lib/structured-data"
import { filledFaqs } from "../../lib/faq-text"

interface ServiceScreenProps {
  service: NonNullable<Queries.ServicePageQuery["servicesYaml"]>
}

const ServiceScreen = ({ service }: ServiceScreenProps) => {
  const fill = useFacts()
  const path = `/services/${service.slug}`
  const trail = useBreadcrumbs({ path, name: service.name })
  const faqs = filledFaqs(service.faqs.items, fill)
  return (
    <>
      <Seo
        path={path}
        seo={service.seo}
        faqs={faqs}
        structuredData={[
          medicalService({ path, name: service.name, description: service.seo.description, serviceType: service.serviceType }),
          breadcrumbList(trail),
        ]}
      />
      <Breadcrumbs trail={trail} />
      <Hero
        badge={service.hero.badge}
        image={service.hero.image}
        title={fill(service.hero.title)}
        description={fill(service.hero.description)}
      />
      <Benefits {...service.benefits} />
      <Steps {...service.steps} />
      <Testimonials {...service.testimonials} />
      <Faq title={service.faqs.title} description={service.faqs.description} items={faqs} />
      <CallToAction {...service.cta} />
    </>
  )
}

export default ServiceScreen
