import styled from "styled-components"
import Link from "../ui/local-link"
import Seo from "../seo"
import Breadcrumbs from "../layout/breadcrumbs"
import Hero from "../sections/hero"
import type { HeroImageData } from "../sections/hero-image"
import Container from "../ui/container"
import { useFacts } from "../../hooks/use-site-data"
import { useBreadcrumbs } from "../../hooks/use-breadcrumbs"
import { breadcrumbList } from "../../lib/structured-data"
import PhoneSafeText from "../ui/phone-safe-text"
import { usePageFrame } from "../../hooks/use-page-frame"
import { formatDate } from "../../lib/format-date"

const Body = styled(Container)`
  max-width: 48rem;
  padding-top: ${({ theme }) => theme.space.xl};
  section {
    margin-bottom: ${({ theme }) => theme.space.xl};
  }
  ul {
    padding-left: 1.25rem;
  }
`

// A line of its own, so the whole line is the target: 24 px high and more, not the 19 px of its letters.
const BackHome = styled(Link)`
  display: inline-block;
`

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`

interface LegalScreenProps {
  path: string
  text: Queries.ContentLegalScreenText
  page: {
    seo: { title: string; description: string; keywords: ReadonlyArray<string> }
    hero: { badge?: string | null; title: string; description: string; image?: HeroImageData | null }
    legalSections?: ReadonlyArray<{
      title: string
      paragraphs: ReadonlyArray<string>
      items?: ReadonlyArray<string> | null
    }> | null
    /** The date the page's text last changed, as data/ writes it (2026-11-22). */
    lastUpdated?: string | null
  }
}

const LegalScreen = ({ path, page, text }: LegalScreenProps) => {
  const fill = useFacts()
  const { language } = usePageFrame()
  const trail = useBreadcrumbs({ path, name: fill(page.hero.title) })
  return (
    <>
      <Seo path={path} seo={page.seo} structuredData={[breadcrumbList(trail)]} />
      <Breadcrumbs trail={trail} />
      <Hero
        badge={page.hero.badge}
        image={page.hero.image}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
      />
      <Body>
        {page.lastUpdated && (
          <Meta>
            {text.lastUpdated} <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated, language)}</time>
          </Meta>
        )}
        {page.legalSections?.map((section, index) => (
          <section key={section.title} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>
              {index + 1}. {fill(section.title)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <PhoneSafeText text={fill(paragraph)} />
              </p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>
                    <PhoneSafeText text={fill(item)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p>
          <BackHome to="/">{text.backHome}</BackHome>
        </p>
      </Body>
    </>
  )
}

export default LegalScreen
