import type { ReactNode } from "react"
import styled from "styled-components"
import Section from "../ui/section"
import Icon from "../icon"
import { useFacts } from "../../hooks/use-site-data"

const List = styled.ol<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(${({ $count }) => $count}, 1fr);
  }
`

const Item = styled.li`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.background};
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    top: -1rem;
    left: ${({ theme }) => theme.space.lg};
    display: grid;
    place-items: center;
    width: 2.25rem;
    height: 2.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  p:last-child {
    margin-bottom: 0;
  }
`

interface StepsProps {
  title: string
  description?: string | null
  items: ReadonlyArray<{ title: string; description: string; icon?: string | null; anchor?: string | null }>
  tone?: "plain" | "tinted"
  children?: ReactNode
}

/** Numbered steps: an ordered list, so the numbers are read out as well as shown. */
const Steps = ({ title, description, items, tone = "tinted", children }: StepsProps) => {
  const fill = useFacts()
  return (
    <Section title={fill(title)} description={description && fill(description)} tone={tone}>
      <List $count={Math.min(items.length, 4)}>
        {items.map((item) => (
          <Item key={item.title} id={item.anchor ?? undefined}>
            {item.icon && <Icon name={item.icon} size={32} />}
            <h3>{fill(item.title)}</h3>
            <p>{fill(item.description)}</p>
          </Item>
        ))}
      </List>
      {children}
    </Section>
  )
}

export default Steps
