import type { ReactNode } from "react"
import styled, { ThemeProvider, css, keyframes } from "styled-components"
import Header from "./header"
import Footer from "./footer"
import SkipLink, { MAIN_ID } from "./skip-link"
import ErrorBoundary from "./error-boundary"
import { GlobalStyles } from "../../styles/global-styles"
import { theme } from "../../styles/theme"
import { headerOffset } from "../../styles/header-offset"
import { useSiteData } from "../../hooks/use-site-data"
import { hasNavigatedSinceLanding } from "../../lib/navigation-state"

/** Page transition: 300 ms fade after a 10 ms delay. */
export const TRANSITION = { durationMs: 300, delayMs: 10 } as const

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const Main = styled.main<{ $animate: boolean }>`
  display: block;
  ${headerOffset("padding-top")}
  min-height: 60vh;
  &:focus {
    outline: none;
  }
  ${({ $animate, theme }) =>
    $animate &&
    css`
      animation: ${fadeIn} ${TRANSITION.durationMs}ms ease ${TRANSITION.delayMs}ms both;
      ${theme.media.reducedMotion} {
        animation: none;
      }
    `}
`

interface LayoutProps {
  children: ReactNode
  pathname: string
}

const LayoutFrame = ({ children, pathname }: LayoutProps) => {
  const site = useSiteData()
  const animate = hasNavigatedSinceLanding()
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header site={site} pathname={pathname} />
      <Main id={MAIN_ID} tabIndex={-1} key={pathname} $animate={animate}>
        <ErrorBoundary>{children}</ErrorBoundary>
      </Main>
      <Footer site={site} />
    </>
  )
}

const Layout = (props: LayoutProps) => (
  <ThemeProvider theme={theme}>
    <LayoutFrame {...props} />
  </ThemeProvider>
)

export default Layout
