import { useId, type ReactNode, type SyntheticEvent } from "react"
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

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* Every answer is on paper: a printout cannot be clicked open. */
  ${({ theme }) => theme.media.print} {
    &::details-content {
      content-visibility: visible;
      display: block;
    }
  }
`

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.md} 0;
  list-style: none;
  font-weight: 600;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
  svg {
    flex: none;
    transition: transform 0.2s ease;
  }
  [open] > & svg {
    transform: rotate(180deg);
  }
  ${({ theme }) => theme.media.print} {
    min-height: 0;
    padding-bottom: 0;
    svg {
      display: none;
    }
  }
`

const Answer = styled.div`
  padding-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  p:last-child {
    margin-bottom: 0;
  }
  ${({ theme }) => theme.media.print} {
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

/**
 * Closes the other answers when one opens. Browsers with exclusive <details name> (2023-24 on) have done so already;
 * this keeps one answer open in those before, once the page's scripts run.
 */
const closeOthers = (event: SyntheticEvent<HTMLDetailsElement>) => {
  const opened = event.currentTarget
  if (!opened.open) return
  for (const other of Array.from(opened.parentElement?.children ?? []))
    if (other !== opened && other instanceof HTMLDetailsElement) other.open = false
}

interface FaqProps {
  title: string
  description?: string | null
  items: ReadonlyArray<{ question: string; answer: string }>
  tone?: "plain" | "tinted"
  /** Buttons under the questions. */
  actions?: ReactNode
}

/**
 * An accordion of <details> sharing a name: at most one answer open, a second press closes it. The browser does it,
 * so a question pressed before the page's scripts run (or without them) opens; answers are in the server HTML.
 */
const Faq = ({ title, description, items, tone, actions }: FaqProps) => {
  const fill = useFacts()
  const baseId = useId()
  return (
    <Section title={fill(title)} description={description && fill(description)} tone={tone}>
      <List>
        {items.map((item, index) => {
          const questionId = `${baseId}-question-${index}`
          return (
            // A question pressed before the page's scripts ran is open in the server's HTML: the browser's doing, not
            // a mismatch.
            <Item key={item.question} name={baseId} onToggle={closeOthers} suppressHydrationWarning>
              <Question id={questionId}>
                <h3>{fill(item.question)}</h3>
                <ChevronDown aria-hidden="true" focusable="false" size={20} />
              </Question>
              <Answer role="region" aria-labelledby={questionId}>
                <p>
                  <PhoneSafeText text={fill(item.answer)} />
                </p>
              </Answer>
            </Item>
          )
        })}
      </List>
      {actions && <Actions>{actions}</Actions>}
    </Section>
  )
}

export default Faq
