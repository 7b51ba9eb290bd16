import styled from "styled-components"
import Link from "../ui/local-link"
import Section from "../ui/section"
import CardGrid, { Card } from "../ui/card-grid"
import Icon from "../icon"

const CardLink = styled(Link)`
  font-weight: 600;
  &::after {
    content: " →";
  }
`

interface LinkCardsProps {
  title: string
  description?: string | null
  cards: ReadonlyArray<{ title: string; description: string; icon: string; path: string; linkLabel: string }>
  columns?: number
  tone?: "plain" | "tinted"
}

/** Cards that each lead to a page. */
const LinkCards = ({ title, description, cards, columns = 3, tone }: LinkCardsProps) => (
  <Section title={title} description={description} tone={tone}>
    <CardGrid $columns={columns}>
      {cards.map((card) => (
        <Card key={card.path}>
          <Icon name={card.icon} size={32} />
          <h3>{card.title}</h3>
          <p>{card.description}</p>
          <CardLink to={card.path}>{card.linkLabel}</CardLink>
        </Card>
      ))}
    </CardGrid>
  </Section>
)

export default LinkCards
