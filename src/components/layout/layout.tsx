import type { ReactNode } from "react"
import styled, { ThemeProvider, css, keyframes } from "styled-components"
import Header from "./header"
import Footer from "./footer"
import PrintLine from "./print-line"
import SkipLink, { MAIN_ID } from "./skip-link"
import ErrorBoundary from "./error-boundary"
import { GlobalStyles } from "../../styles/global-styles"
import { theme } from "../../styles/theme"
import { headerOffset } from "../../styles/header-offset"
import { useSiteData } from "../../hooks/use-site-data"
import { hasNavigatedSinceLanding } from "../../lib/navigation-state"
import { TRANSITION } from "../../lib/page-transition"
import { usePageTransition } from "../../hooks/use-page-transition"

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`

const fadeOut = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`

const Main = styled.main<{ $animate: boolean; $leaving: boolean }>`
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
  ${({ $leaving }) =>
    $leaving &&
    css`
      animation: ${fadeOut} ${TRANSITION.durationMs}ms ease both;
    `}
`

interface LayoutProps {
  children: ReactNode
  pathname: string
}

const LayoutFrame = ({ children, pathname }: LayoutProps) => {
  const site = useSiteData()
  const animate = hasNavigatedSinceLanding()
  const leaving = usePageTransition(pathname)
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header site={site} pathname={pathname} />
      <PrintLine site={site} pathname={pathname} />
      <Main id={MAIN_ID} tabIndex={-1} key={pathname} $animate={animate} $leaving={leaving}>
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
