import styled from "styled-components"
import Section from "../ui/section"
import SlottedText from "../ui/slotted-text"
import { useSectionText } from "../../hooks/use-section-text"
import { CrisisLineText } from "./crisis-notice"

const Facts = styled.ul`
  max-width: 48rem;
  margin: 0 auto;
  padding-left: 1.25rem;
  li + li {
    margin-top: ${({ theme }) => theme.space.md};
  }
`

interface CityLocalProps {
  local: {
    title: string
    publicHealth: { name: string; url: string }
    emergency: string
    pharmacy: string
  }
}

/**
 * What a resident needs that is true of their own city: public health unit, emergency departments, pharmacies. The
 * city pages offer mental-health care, so the crisis line stands beside the emergency line (gatsby/checks/trust-checks.ts).
 */
const CityLocal = ({ local }: CityLocalProps) => {
  const text = useSectionText().cityLocal
  return (
    <Section title={local.title}>
      <Facts>
        <li>
          <SlottedText
            text={text.publicHealth}
            slots={{ unitLink: <a href={local.publicHealth.url}>{local.publicHealth.name}</a> }}
          />
        </li>
        <li>{local.emergency}</li>
        <li>
          <CrisisLineText />
        </li>
        <li>{local.pharmacy}</li>
      </Facts>
    </Section>
  )
}

export default CityLocal
