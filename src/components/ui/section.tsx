import type { ReactNode } from "react"
import styled from "styled-components"
import Container from "./container"

const Wrapper = styled.section<{ $tone: "plain" | "tinted" }>`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme, $tone }) => ($tone === "tinted" ? theme.colors.surface : "transparent")};
`

const Intro = styled.div`
  max-width: 44rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
`

interface SectionProps {
  title: string
  description?: string | null
  tone?: "plain" | "tinted"
  id?: string
  children: ReactNode
}

/** A page section: a titled region (h2) with an optional lead paragraph. */
const Section = ({ title, description, tone = "plain", id, children }: SectionProps) => {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`
  return (
    <Wrapper $tone={tone} id={id} aria-labelledby={headingId}>
      <Container>
        <Intro>
          <h2 id={headingId}>{title}</h2>
          {description && <p>{description}</p>}
        </Intro>
        {children}
      </Container>
    </Wrapper>
  )
}

export default Section
