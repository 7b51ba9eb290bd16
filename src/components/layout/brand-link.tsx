import styled from "styled-components"
import { HeartPulse } from "lucide-react"
import Link from "../ui/local-link"

// On a narrow phone the name wraps to two lines rather than push the menu button out of view.
const BrandAnchor = styled(Link)`
  line-height: 1.2;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  min-height: 44px;
  ${({ theme }) => theme.media.narrowPhone} {
    font-size: ${({ theme }) => theme.fontSizes.body};
  }
  ${({ theme }) => theme.media.medium} {
    white-space: nowrap;
  }
`

const BrandLink = ({ name }: { name: string }) => (
  <BrandAnchor to="/">
    <HeartPulse aria-hidden="true" focusable="false" size={28} />
    <span>{name}</span>
  </BrandAnchor>
)

export default BrandLink
