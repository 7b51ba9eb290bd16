import { graphql } from "gatsby"

/** The fields every fixed page of data/pages/ has. */
export const pageFragments = graphql`
  fragment PageBasics on PagesYaml {
    slug
    seo {
      ...SeoFields
    }
    hero {
      ...HeroFields
    }
  }
`
