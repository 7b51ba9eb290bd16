import { useId, useState, type ReactNode } from "react"
import styled from "styled-components"
import { ChevronDown } from "lucide-react"
import Section from "../ui/section"
import PhoneSafeText from "../ui/phone-safe-text"
import { useFacts } from "../../hooks/use-site-data"

const List = styled.div`
  max-width: 48rem;
  margin: 0 auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const Question = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lead};
`

const Toggle = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.md} 0;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.print} {
    min-height: 0;
    padding-bottom: 0;
    border-bottom: 0;
    svg {
      display: none;
    }
  }
`

const Answer = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
  /* Every answer is on paper: a printout cannot be clicked open. More specific than the global [hidden] rule. */
  ${({ theme }) => theme.media.print} {
    &[hidden] {
      display: block !important;
    }
    padding-top: ${({ theme }) => theme.space.xs};
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

interface FaqProps {
  title: string
  description?: string | null
  items: ReadonlyArray<{ question: string; answer: string }>
  tone?: "plain" | "tinted"
  /** Buttons under the questions. */
  actions?: ReactNode
}

/** An accordion: at most one answer open; a second press closes it. Answers are in the server HTML, only hidden. */
const Faq = ({ title, description, items, tone, actions }: FaqProps) => {
  const fill = useFacts()
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const baseId = useId()
  return (
    <Section title={fill(title)} description={description && fill(description)} tone={tone}>
      <List>
        {items.map((item, index) => {
          const open = openIndex === index
          const answerId = `${baseId}-answer-${index}`
          const buttonId = `${baseId}-question-${index}`
          return (
            <div key={item.question}>
              <Question>
                <Toggle
                  id={buttonId}
                  type="button"
                  aria-expanded={open}
                  aria-controls={answerId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  {fill(item.question)}
                  <ChevronDown aria-hidden="true" focusable="false" size={20} />
                </Toggle>
              </Question>
              <Answer id={answerId} role="region" aria-labelledby={buttonId} hidden={!open}>
                <p>
                  <PhoneSafeText text={fill(item.answer)} />
                </p>
              </Answer>
            </div>
          )
        })}
      </List>
      {actions && <Actions>{actions}</Actions>}
    </Section>
  )
}

export default Faq
