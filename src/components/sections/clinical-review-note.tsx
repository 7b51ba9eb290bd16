import { Link } from "gatsby"
import styled from "styled-components"
import Container from "../ui/container"

const Note = styled.aside`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
`

interface ClinicalReviewNoteProps {
  /** Already formatted for people, e.g. "November 15, 2026". */
  lastReviewed: string
  /** The machine-readable date for <time>. */
  lastReviewedIso: string
  reviewer: { name: string; credentials: string }
}

/** Medication and condition pages are information, not advice, and say who checked them and when. */
const ClinicalReviewNote = ({ lastReviewed, lastReviewedIso, reviewer }: ClinicalReviewNoteProps) => (
  <Container>
    <Note aria-label="About this information">
      <p>
        This page is general information, not medical advice. A licensed clinician decides, after assessing you, whether a
        treatment or medication is appropriate for you.
      </p>
      <p>
        Medically reviewed by {reviewer.name}, {reviewer.credentials}, on <time dateTime={lastReviewedIso}>{lastReviewed}</time>.{" "}
        <Link to="/editorial-policy">Our editorial policy</Link> explains how we write, review and correct our health information.
      </p>
    </Note>
  </Container>
)

export default ClinicalReviewNote
