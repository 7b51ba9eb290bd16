import styled from "styled-components"
import { TriangleAlert } from "lucide-react"
import Container from "../ui/container"
import { useSiteData } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"
import SlottedText from "../ui/slotted-text"

const Box = styled.aside`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.xl} 0 0;
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerLight};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`

/** Where to turn right now: the 9-8-8 crisis line of data/site.yaml beside 911, in the words of interface.yaml. */
export const CrisisLineText = () => {
  const { crisisLine } = useSiteData()
  const text = useSectionText().crisis
  return (
    <SlottedText
      text={text.text}
      slots={{
        crisisPhoneLink: <a href={`tel:${crisisLine.phone}`}>{crisisLine.phone}</a>,
        crisisLineName: crisisLine.name,
        crisisAvailability: crisisLine.availability,
        emergencyLink: <a href={`tel:${text.emergencyNumber}`}>{text.emergencyNumber}</a>,
      }}
    />
  )
}

/** For pages about mood: where to turn right now, from data/site.yaml's crisis line. */
const CrisisNotice = () => {
  const text = useSectionText().crisis
  return (
    <Container>
      <Box aria-labelledby="crisis-heading">
        <TriangleAlert aria-hidden="true" focusable="false" size={32} />
        <div>
          <h2 id="crisis-heading">{text.heading}</h2>
          <p>
            <CrisisLineText />
          </p>
          <p>{text.notForEmergencies}</p>
        </div>
      </Box>
    </Container>
  )
}

export default CrisisNotice
