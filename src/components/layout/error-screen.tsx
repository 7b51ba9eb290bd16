import styled from "styled-components"
import ButtonLink from "../ui/button-link"
import Container from "../ui/container"
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

const ErrorScreen = ({ error }: { error: unknown }) => (
  <Wrapper role="alert">
    <h1>Unexpected Application Error!</h1>
    <pre>{errorText(error)}</pre>
    <ButtonLink to="/">Return to Home</ButtonLink>
  </Wrapper>
)

export default ErrorScreen
