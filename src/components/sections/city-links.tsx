import styled from "styled-components"
import Link from "../ui/local-link"
import Section from "../ui/section"
import PillLinks from "../ui/pill-links"
import { inListOrder, type ListedEntry } from "../../lib/entry-lists"

const Cities = styled(PillLinks)`
  justify-content: center;
`

interface CityLinksProps {
  title: string
  description: string
  /** Every city of the page's language: the footer names the first few, then "See More" leads here. */
  cities: ReadonlyArray<ListedEntry & { city: string }>
}

/** Every city page, so that a city past the footer's first few is one click from any page (issue 60). */
const CityLinks = ({ title, description, cities }: CityLinksProps) => (
  <Section title={title} description={description} id="cities">
    <Cities>
      {inListOrder(cities).map(({ slug, city }) => (
        <li key={slug}>
          <Link to={`/locations/${slug}`}>{city}</Link>
        </li>
      ))}
    </Cities>
  </Section>
)

export default CityLinks
