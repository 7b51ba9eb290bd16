import styled from "styled-components"
import Link from "../ui/local-link"
import Section from "../ui/section"
import CardGrid, { Card } from "../ui/card-grid"
import Icon from "../icon"
import { useFacts } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"
import { fillSlots } from "../../lib/facts"

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`

interface MedicationCategoriesProps {
  categories: ReadonlyArray<{ title: string; description: string; icon: string; medications: ReadonlyArray<string> }>
  /** Display names by slug; the build has already checked every slug has a page. */
  names: ReadonlyMap<string, string>
}

const MedicationCategories = ({ categories, names }: MedicationCategoriesProps) => {
  const fill = useFacts()
  const text = useSectionText().medicationCategories
  return (
    <Section title={text.title} tone="tinted">
      <CardGrid $columns={2}>
        {categories.map((category) => (
          <Card key={category.title}>
            <Icon name={category.icon} size={32} />
            <h3>{category.title}</h3>
            <p>{fill(category.description)}</p>
            <Links aria-label={fillSlots(text.linksLabel, { category: category.title })}>
              {category.medications.map((slug) => (
                <li key={slug}>
                  <Link to={`/medications/${slug}`}>{names.get(slug) ?? slug}</Link>
                </li>
              ))}
            </Links>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

export default MedicationCategories
