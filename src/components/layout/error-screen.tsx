import styled from "styled-components"
import ButtonLink from "../ui/button-link"
import Container from "../ui/container"
import { useLayoutText } from "../../hooks/use-layout-text"
import { errorText } from "../../lib/error-text"

const Wrapper = styled(Container)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
  pre {
    white-space: pre-wrap;
    font-size: ${({ theme }) => theme.fontSizes.body};
    color: ${({ theme }) => theme.colors.danger};
  }
`

const ErrorScreen = ({ error }: { error: unknown }) => {
  const text = useLayoutText().errorScreen
  return (
    <Wrapper role="alert">
      <h1>{text.title}</h1>
      <pre>{errorText(error)}</pre>
      <ButtonLink to="/">{text.homeButton}</ButtonLink>
    </Wrapper>
  )
}

export default ErrorScreen
