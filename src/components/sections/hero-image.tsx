import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"

const Picture = styled.picture`
  display: block;
  justify-self: center;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.medium};
  }
`

export interface HeroImageData {
  alt: string
  src: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null }
}

/**
 * The hero's image as gatsby-plugin-image's data describes it (AVIF and WebP sources, a fallback, widths for each
 * screen), rendered as plain HTML: the hero is above the fold, so the lazy loading GatsbyImage brings is of no use
 * there, and its runtime would be JavaScript on every page. width and height reserve the space before it loads.
 */
const HeroImage = ({ image }: { image: HeroImageData }) => {
  const data = image.src.childImageSharp?.gatsbyImageData
  if (!data) return null
  const { sources = [], fallback } = data.images
  return (
    <Picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} media={source.media} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={data.width}
        height={data.height}
        alt={image.alt}
        decoding="async"
      />
    </Picture>
  )
}

export default HeroImage
