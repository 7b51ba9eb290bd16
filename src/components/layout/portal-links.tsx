import styled from "styled-components"
import { ExternalLink } from "lucide-react"
import VisuallyHidden from "../ui/visually-hidden"
import { useLayoutText } from "../../hooks/use-layout-text"

const Links = styled.div<{ $stacked: boolean }>`
  display: flex;
  flex-direction: ${({ $stacked }) => ($stacked ? "column" : "row")};
  gap: ${({ theme }) => theme.space.sm};
`

const PortalAnchor = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.primary : "transparent")};
`

interface PortalLinksProps {
  loginUrl: string
  signupUrl: string
  stacked?: boolean
}

/** "Patient Login" and "Sign Up" lead off this site, to the patient portal: said for screen readers too. */
const PortalLinks = ({ loginUrl, signupUrl, stacked = false }: PortalLinksProps) => {
  const text = useLayoutText().layout
  return (
    <Links $stacked={stacked}>
      <PortalAnchor href={loginUrl}>
        {text.patientLogin}
        <ExternalLink aria-hidden="true" focusable="false" size={16} />
        <VisuallyHidden> {text.portalHint}</VisuallyHidden>
      </PortalAnchor>
      <PortalAnchor href={signupUrl} $primary>
        {text.signUp}
        <ExternalLink aria-hidden="true" focusable="false" size={16} />
        <VisuallyHidden> {text.portalHint}</VisuallyHidden>
      </PortalAnchor>
    </Links>
  )
}

export default PortalLinks
