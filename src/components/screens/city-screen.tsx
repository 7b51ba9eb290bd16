import styled from "styled-components"
import Seo from "../seo"
import Breadcrumbs from "../layout/breadcrumbs"
import Hero from "../sections/hero"
import Benefits from "../sections/benefits"
import CallToAction from "../sections/call-to-action"
import CityLocal from "../sections/city-local"
import Section from "../ui/section"
import ButtonLink from "../ui/button-link"
import { useFacts } from "../../hooks/use-site-data"
import { useBreadcrumbs } from "../../hooks/use-breadcrumbs"
import { breadcrumbList } from "../../lib/structured-data"
import { fillSlots } from "../../lib/facts"

const Prose = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  text-align: center;
`

interface CityScreenProps {
  city: NonNullable<Queries.CityPageQuery["citiesYaml"]>
  text: Queries.ContentCityScreenText
}

const CityScreen = ({ city, text }: CityScreenProps) => {
  const fill = useFacts()
  const path = `/locations/${city.slug}`
  const trail = useBreadcrumbs({ path, name: city.city })
  return (
    <>
      <Seo
        path={path}
        seo={city.seo}
        place={{ name: city.city, latitude: city.geo.latitude, longitude: city.geo.longitude }}
        structuredData={[breadcrumbList(trail)]}
      />
      <Breadcrumbs trail={trail} />
      <Hero title={fillSlots(text.heroTitle, { city: city.city })} description={fill(city.heroDescription)} />
      <Benefits {...city.benefits} />
      <Section title={fill(city.whyChoose.title)} tone="tinted">
        <Prose>
          {city.whyChoose.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          <ButtonLink to="/how-it-works" variant="secondary">
            {text.howItWorks}
          </ButtonLink>
        </Prose>
      </Section>
      <CityLocal local={city.local} />
      <CallToAction {...city.cta} />
    </>
  )
}

export default CityScreen
