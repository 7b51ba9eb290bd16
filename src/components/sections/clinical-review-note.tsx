import { Link } from "gatsby"
import styled from "styled-components"
import Container from "../ui/container"
import SlottedText from "../ui/slotted-text"
import { useSectionText } from "../../hooks/use-section-text"

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

const Pending = styled.strong`
  color: ${({ theme }) => theme.colors.text};
`

interface ClinicalReviewNoteProps {
  /** Already formatted for people, e.g. "November 15, 2026". */
  lastReviewed: string
  /** The machine-readable date for <time>. */
  lastReviewedIso: string
  /** Absent while the review is not confirmed: the page then says the review is pending, and names nobody. */
  reviewer?: { name: string; credentials: string }
}

/** Medication and condition pages are information, not advice, and say who checked them and when. */
const ClinicalReviewNote = ({ lastReviewed, lastReviewedIso, reviewer }: ClinicalReviewNoteProps) => {
  const text = useSectionText().clinicalReview
  return (
    <Container>
      <Note aria-label={text.label}>
        <p>{text.disclaimer}</p>
        <p>
          {reviewer ? (
            <SlottedText
              text={text.reviewedBy}
              slots={{
                name: reviewer.name,
                credentials: reviewer.credentials,
                date: <time dateTime={lastReviewedIso}>{lastReviewed}</time>,
              }}
            />
          ) : (
            <Pending>{text.reviewPending}</Pending>
          )}{" "}
          <SlottedText text={text.policy} slots={{ policyLink: <Link to="/editorial-policy">{text.policyLink}</Link> }} />
        </p>
      </Note>
    </Container>
  )
}

export default ClinicalReviewNote
