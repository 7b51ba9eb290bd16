import { Link } from "gatsby"
import styled from "styled-components"
import { HeartPulse } from "lucide-react"

const BrandAnchor = styled(Link)`
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
  min-height: 44px;
`

const BrandLink = ({ name }: { name: string }) => (
  <BrandAnchor to="/">
    <HeartPulse aria-hidden="true" focusable="false" size={28} />
    <span>{name}</span>
  </BrandAnchor>
)

export default BrandLink
