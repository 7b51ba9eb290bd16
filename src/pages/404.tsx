import { useEffect } from "react"
import type { PageProps } from "gatsby"
import styled from "styled-components"
import { Helmet } from "react-helmet"
import ButtonLink from "../components/ui/button-link"
import Container from "../components/ui/container"
import { ICON_LINKS } from "../components/seo"

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  text-align: center;
`

const explanation = "The page you are looking for does not exist or has moved."

const NotFoundPage = ({ location }: PageProps) => {
  useEffect(() => {
    console.warn("404: no page at", location.pathname)
  }, [location.pathname])
  return (
    <Wrapper>
      <Helmet>
        <title>Page not found</title>
        <meta name="description" content={explanation} />
        <meta name="robots" content="noindex" />
        {ICON_LINKS.map((link) => (
          <link key={link.rel} {...link} />
        ))}
      </Helmet>
      <h1>Oops! Page not found</h1>
      <p>{explanation}</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </Wrapper>
  )
}

export default NotFoundPage
