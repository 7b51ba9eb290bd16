import styled from "styled-components"
import Link from "../ui/local-link"
import Container from "../ui/container"
import SlottedText from "../ui/slotted-text"
import { usePageFrame } from "../../hooks/use-page-frame"
import { formatDate } from "../../lib/format-date"
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
  /** The date of the review ("2026-11-15"), shown as the page's language writes it. */
  lastReviewedIso: string
  /** Absent while the review is not confirmed: the page then says the review is pending, and names nobody. */
  reviewer?: { name: string; credentials: string }
}

/** Medication and condition pages are information, not advice, and say who checked them and when. */
const ClinicalReviewNote = ({ lastReviewedIso, reviewer }: ClinicalReviewNoteProps) => {
  const text = useSectionText().clinicalReview
  const { language } = usePageFrame()
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
                date: <time dateTime={lastReviewedIso}>{formatDate(lastReviewedIso, language)}</time>,
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
