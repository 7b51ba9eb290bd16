import { useEffect } from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { Helmet } from "react-helmet"
import ButtonLink from "../components/ui/button-link"
import Container from "../components/ui/container"
import { ICON_LINKS } from "../components/seo"
import { contentAttributes, NOT_FOUND_CONTENT } from "../lib/content-group"
import { requireInterface } from "../lib/require-entry"

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;
`

const NotFoundPage = ({ location, data }: PageProps<Queries.NotFoundPageQuery>) => {
  const text = requireInterface(data.interfaceYaml).notFound
  useEffect(() => {
    console.warn("404: no page at", location.pathname)
  }, [location.pathname])
  return (
    <Wrapper>
      <Helmet htmlAttributes={contentAttributes(NOT_FOUND_CONTENT)}>
        <title>{text.title}</title>
        <meta name="description" content={text.description} />
        <meta name="robots" content="noindex" />
        {ICON_LINKS.map((link) => (
          <link key={link.rel} {...link} />
        ))}
      </Helmet>
      <h1>{text.heading}</h1>
      <p>{text.description}</p>
      <ButtonLink to="/">{text.homeButton}</ButtonLink>
    </Wrapper>
  )
}

export default NotFoundPage

export const query = graphql`
  query NotFoundPage($language: String!) {
    interfaceYaml(language: { eq: $language }) {
      notFound {
        title
        heading
        description
        homeButton
      }
    }
    ...PageFrame
  }
`
