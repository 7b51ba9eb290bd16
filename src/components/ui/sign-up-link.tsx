import styled from "styled-components"
import { useSiteData } from "../../hooks/use-site-data"
import { useLayoutText } from "../../hooks/use-layout-text"

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

/** "Sign Up Now": account creation happens on the external patient portal. */
const SignUpLink = () => {
  const { portal } = useSiteData()
  const text = useLayoutText().layout
  return <Anchor href={portal.signupUrl}>{text.signUpNow}</Anchor>
}

export default SignUpLink
