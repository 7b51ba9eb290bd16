import styled from "styled-components"
import { CircleCheck, TriangleAlert } from "lucide-react"
import Section from "../ui/section"
import { useFacts } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  margin: 0 auto ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`

const Warning = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningLight};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
`

interface SymptomsProps {
  title: string
  items: ReadonlyArray<string>
  warning: string
}

const Symptoms = ({ title, items, warning }: SymptomsProps) => {
  const fill = useFacts()
  const text = useSectionText().symptoms
  return (
    <Section title={fill(title)}>
      <List>
        {items.map((item) => (
          <li key={item}>
            <CircleCheck aria-hidden="true" focusable="false" size={20} />
            {fill(item)}
          </li>
        ))}
      </List>
      <Warning>
        <TriangleAlert aria-hidden="true" focusable="false" size={24} />
        <span>
          <strong>{text.important} </strong>
          {fill(warning)}
        </span>
      </Warning>
    </Section>
  )
}

export default Symptoms
