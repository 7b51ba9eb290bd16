import type { ReactNode } from "react"
import styled, { css } from "styled-components"
import Link from "./local-link"

type Variant = "primary" | "secondary" | "inverse"

const buttonStyles = css<{ $variant: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    color 0.15s ease;
  ${({ theme }) => theme.media.print} {
    display: none;
  }
  ${({ $variant, theme }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryDark};
            border-color: ${theme.colors.primaryDark};
          }
        `
      : $variant === "inverse"
        ? css`
            background: ${theme.colors.background};
            color: ${theme.colors.primaryDark};
            border-color: ${theme.colors.background};
            &:hover {
              background: ${theme.colors.primaryLight};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.primary};
            &:hover {
              background: ${theme.colors.primaryLight};
            }
          `}
`

const InternalLink = styled(Link)<{ $variant: Variant }>`
  ${buttonStyles}
`

const ExternalAnchor = styled.a<{ $variant: Variant }>`
  ${buttonStyles}
`

interface ButtonLinkProps {
  to: string
  children: ReactNode
  variant?: Variant
  className?: string
}

const isExternal = (to: string) => /^(https?:|tel:|mailto:)/.test(to)

/** A link styled as a button: internal routes go through Gatsby's Link, the rest are plain anchors. */
const ButtonLink = ({ to, children, variant = "primary", className }: ButtonLinkProps) =>
  isExternal(to) ? (
    <ExternalAnchor href={to} $variant={variant} className={className}>
      {children}
    </ExternalAnchor>
  ) : (
    <InternalLink to={to} $variant={variant} className={className}>
      {children}
    </InternalLink>
  )

export default ButtonLink
