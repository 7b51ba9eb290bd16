import { graphql } from "gatsby"

/** Field selections shared by every page query, so each section asks for exactly what it renders. */
export const fragments = graphql`
  fragment SeoFields on ContentSeo {
    title
    description
    keywords
  }
  fragment HeroFields on ContentHero {
    badge
    title
    description
    image {
      alt
      src {
        childImageSharp {
          gatsbyImageData(layout: CONSTRAINED, width: 560, formats: [AUTO, WEBP, AVIF], placeholder: NONE)
        }
      }
    }
  }
  fragment BenefitsFields on ContentBenefitsSection {
    title
    description
    items {
      title
      description
      icon
    }
  }
  fragment StepsFields on ContentStepsSection {
    title
    description
    items {
      title
      description
      icon
      anchor
    }
  }
  fragment FaqFields on ContentFaqSection {
    title
    description
    items {
      question
      answer
    }
  }
  fragment TestimonialsFields on ContentTestimonialsSection {
    title
    description
    items {
      content
      author
      location
      sample
    }
  }
  fragment CtaFields on ContentCta {
    title
    description
    buttonLabel
    buttonLink
  }
`
