import styled from "styled-components"
import Seo from "../seo"
import Hero from "../sections/hero"
import Intro from "../sections/intro"
import LinkCards from "../sections/link-cards"
import CallToAction from "../sections/call-to-action"
import ButtonLink from "../ui/button-link"
import { useFacts } from "../../hooks/use-site-data"
import { inListOrder } from "../../lib/entry-lists"
import { fillSlots } from "../../lib/facts"

const PATH = "/conditions"

const Centered = styled.div`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space.xxl};
`

interface ConditionsScreenProps {
  page: NonNullable<Queries.ConditionsIndexPageQuery["pagesYaml"]>
  conditions: Queries.ConditionsIndexPageQuery["allConditionsYaml"]["nodes"]
  text: Queries.ContentConditionsScreenText
}

const ConditionsScreen = ({ page, conditions, text }: ConditionsScreenProps) => {
  const fill = useFacts()
  return (
    <>
      <Seo path={PATH} seo={page.seo} />
      <Hero
        badge={page.hero.badge}
        image={page.hero.image}
        title={fill(page.hero.title)}
        description={fill(page.hero.description)}
      />
      {page.intro && <Intro {...page.intro} />}
      <LinkCards
        title={text.listTitle}
        cards={inListOrder(conditions).map((condition) => ({
          ...condition.card,
          description: fill(condition.card.description),
          path: `/conditions/${condition.slug}`,
          linkLabel: fillSlots(text.cardLink, { condition: condition.card.title }),
        }))}
      />
      <Centered>
        <ButtonLink to="/contact" variant="secondary">
          {text.allConditions}
        </ButtonLink>
      </Centered>
      {page.cta && <CallToAction {...page.cta} />}
    </>
  )
}

export default ConditionsScreen
