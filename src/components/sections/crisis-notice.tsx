import styled from "styled-components"
import { TriangleAlert } from "lucide-react"
import Container from "../ui/container"
import { useSiteData } from "../../hooks/use-site-data"

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

/** For pages about mood: where to turn right now, from data/site.yaml's crisis line. */
const CrisisNotice = () => {
  const { crisisLine } = useSiteData()
  return (
    <Container>
      <Box aria-labelledby="crisis-heading">
        <TriangleAlert aria-hidden="true" focusable="false" size={32} />
        <div>
          <h2 id="crisis-heading">If you are in crisis, help is available now</h2>
          <p>
            If you are thinking about suicide or worried about someone, call or text{" "}
            <a href={`tel:${crisisLine.phone}`}>{crisisLine.phone}</a> to reach the {crisisLine.name}, free and available{" "}
            {crisisLine.availability}. If you or someone else is in immediate danger, call <a href="tel:911">911</a> or go to the
            nearest emergency department.
          </p>
          <p>Virtual appointments are not for emergencies.</p>
        </div>
      </Box>
    </Container>
  )
}

export default CrisisNotice
