import styled from "styled-components"
import Section from "../ui/section"
import { useFacts } from "../../hooks/use-site-data"

const Prose = styled.div`
  max-width: 48rem;
  margin: 0 auto;
`

const Intro = ({ title, paragraphs }: { title: string; paragraphs: ReadonlyArray<string> }) => {
  const fill = useFacts()
  return (
    <Section title={fill(title)}>
      <Prose>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{fill(paragraph)}</p>
        ))}
      </Prose>
    </Section>
  )
}

export default Intro
