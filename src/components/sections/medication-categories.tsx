import Link from "../ui/local-link"
import Section from "../ui/section"
import CardGrid, { Card } from "../ui/card-grid"
import PillLinks from "../ui/pill-links"
import Icon from "../icon"
import { useFacts } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"
import { fillSlots } from "../../lib/facts"
import { inListOrder, type ListedEntry } from "../../lib/entry-lists"

interface MedicationCategoriesProps {
  categories: ReadonlyArray<{ slug: string; title: string; description: string; icon: string }>
  /** The medications of the page's language; each is listed in the category its `category` names. */
  medications: ReadonlyArray<ListedEntry & { name: string; category: string }>
}

const MedicationCategories = ({ categories, medications }: MedicationCategoriesProps) => {
  const fill = useFacts()
  const text = useSectionText().medicationCategories
  return (
    <Section title={text.title} tone="tinted">
      <CardGrid $columns={2}>
        {categories.map((category) => (
          <Card key={category.slug}>
            <Icon name={category.icon} size={32} />
            <h3>{category.title}</h3>
            <p>{fill(category.description)}</p>
            <PillLinks aria-label={fillSlots(text.linksLabel, { category: category.title })}>
              {inListOrder(medications.filter((medication) => medication.category === category.slug)).map(({ slug, name }) => (
                <li key={slug}>
                  <Link to={`/medications/${slug}`}>{name}</Link>
                </li>
              ))}
            </PillLinks>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

export default MedicationCategories
