import styled from "styled-components"
import Section from "../ui/section"
import CardGrid, { Card } from "../ui/card-grid"
import Icon from "../icon"
import TitleLink from "../ui/title-link"
import { useFacts } from "../../hooks/use-site-data"

const ServiceList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.sm} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

interface ServiceCategoriesProps {
  title: string
  categories: ReadonlyArray<{
    title: string
    description: string
    icon: string
    services: ReadonlyArray<{ name: string; description: string; path?: string | null }>
  }>
}

const ServiceCategories = ({ title, categories }: ServiceCategoriesProps) => {
  const fill = useFacts()
  return (
    <Section title={title}>
      <CardGrid $columns={2}>
        {categories.map((category) => (
          <Card key={category.title}>
            <Icon name={category.icon} size={32} />
            <h3>{category.title}</h3>
            <p>{fill(category.description)}</p>
            <ServiceList>
              {category.services.map((service) => (
                <li key={service.name}>
                  <h4>
                    <TitleLink text={service.name} path={service.path} />
                  </h4>
                  <p>{fill(service.description)}</p>
                </li>
              ))}
            </ServiceList>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

export default ServiceCategories
