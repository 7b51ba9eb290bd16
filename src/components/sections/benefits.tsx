import CardGrid, { Card } from "../ui/card-grid"
import Section from "../ui/section"
import Icon from "../icon"
import TitleLink from "../ui/title-link"
import { useFacts } from "../../hooks/use-site-data"

interface BenefitsProps {
  title: string
  description?: string | null
  /** path: the item's own page, which its title links to. */
  items: ReadonlyArray<{ title: string; description: string; icon?: string | null; path?: string | null }>
  tone?: "plain" | "tinted"
  id?: string
}

const Benefits = ({ title, description, items, tone, id }: BenefitsProps) => {
  const fill = useFacts()
  return (
    <Section title={fill(title)} description={description && fill(description)} tone={tone} id={id}>
      <CardGrid $columns={Math.min(items.length, 4)}>
        {items.map((item) => (
          <Card key={item.title}>
            {item.icon && <Icon name={item.icon} size={32} />}
            <h3>
              <TitleLink text={fill(item.title)} path={item.path} />
            </h3>
            <p>{fill(item.description)}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

export default Benefits
