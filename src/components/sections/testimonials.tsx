import styled from "styled-components"
import Section from "../ui/section"
import CardGrid, { Card } from "../ui/card-grid"
import { useSiteData } from "../../hooks/use-site-data"

const Quote = styled.blockquote`
  margin: 0;
  p {
    font-style: italic;
  }
  footer {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  footer span {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`

interface TestimonialsProps {
  title: string
  description?: string | null
  items: ReadonlyArray<{ content: string; author: string; location: string }>
}

/** Patient testimonials; none at all when compliance.showTestimonials is false in data/site.yaml. */
const Testimonials = ({ title, description, items }: TestimonialsProps) => {
  const { compliance } = useSiteData()
  if (!compliance.showTestimonials) return null
  return (
    <Section title={title} description={description} tone="tinted">
      <CardGrid $columns={3}>
        {items.map((item) => (
          <Card key={item.author + item.content}>
            <Quote>
              <p>“{item.content}”</p>
              <footer>
                {item.author}
                <span>{item.location}</span>
              </footer>
            </Quote>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

export default Testimonials
