import type { ReactNode } from "react"
import styled from "styled-components"
import ButtonLink from "../ui/button-link"
import Container from "../ui/container"
import { useLayoutText } from "../../hooks/use-layout-text"
import { useFacts } from "../../hooks/use-site-data"

const Wrapper = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  h2 {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  p {
    max-width: 40rem;
    margin-left: auto;
    margin-right: auto;
    font-size: ${({ theme }) => theme.fontSizes.lead};
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`

/** Where the button goes when the entry names no link (its words are the interface's layout.bookAppointment). */
const DEFAULT_CTA_LINK = "/contact"

interface CallToActionProps {
  title: string
  description: string
  buttonLabel?: string | null
  buttonLink?: string | null
  /** Further buttons beside the main one (e.g. "Sign Up Now"). */
  children?: ReactNode
}

const CallToAction = ({ title, description, buttonLabel, buttonLink, children }: CallToActionProps) => {
  const fill = useFacts()
  const text = useLayoutText().layout
  return (
    <Wrapper aria-labelledby="cta-heading">
      <Container>
        <h2 id="cta-heading">{fill(title)}</h2>
        <p>{fill(description)}</p>
        <Actions>
          <ButtonLink to={buttonLink || DEFAULT_CTA_LINK} variant="inverse">
            {buttonLabel || text.bookAppointment}
          </ButtonLink>
          {children}
        </Actions>
      </Container>
    </Wrapper>
  )
}

export default CallToAction
