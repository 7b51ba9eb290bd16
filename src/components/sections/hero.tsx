import type { ReactNode } from "react"
import styled from "styled-components"
import ButtonLink from "../ui/button-link"
import Container from "../ui/container"
import HeroImage, { type HeroImageData } from "./hero-image"
import { useSectionText } from "../../hooks/use-section-text"
import PhoneSafeText from "../ui/phone-safe-text"

const Wrapper = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.primaryLight} 0%,
    ${({ theme }) => theme.colors.background} 100%
  );
`

const Inner = styled(Container)<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${({ theme }) => theme.media.large} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? "3fr 2fr" : "1fr")};
  }
`

const Badge = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.small};
`

const Description = styled.p`
  max-width: 42rem;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.textMuted};
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.lg};
`

interface HeroProps {
  title: string
  description: string
  badge?: string | null
  /** The entry's optional image (hero.image in YAML), beside the text on wide screens. */
  image?: HeroImageData | null
  /** The button's words: "Book Appointment" in the page's language (data/interface.yaml sections.hero) unless given. */
  buttonLabel?: string
  buttonLink?: string
  /** Further buttons or content under the main button. */
  children?: ReactNode
}

const Hero = ({ title, description, badge, image, buttonLabel, buttonLink = "/contact", children }: HeroProps) => {
  const text = useSectionText().hero
  return (
    <Wrapper>
      <Inner $withImage={Boolean(image)}>
        <div>
          <Badge>{badge || text.badge}</Badge>
          <h1>{title}</h1>
          <Description>
            <PhoneSafeText text={description} />
          </Description>
          <Actions>
            <ButtonLink to={buttonLink}>{buttonLabel || text.bookAppointment}</ButtonLink>
            {children}
          </Actions>
        </div>
        {image && <HeroImage image={image} />}
      </Inner>
    </Wrapper>
  )
}

export default Hero
