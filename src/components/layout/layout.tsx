import { useEffect, useRef, type ReactNode } from "react"
import styled, { ThemeProvider, css, keyframes } from "styled-components"
import Header from "./header"
import Footer from "./footer"
import ConsentBanner from "./consent-banner"
import PrintLine from "./print-line"
import LoadingNotice from "./loading-notice"
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

const Main = styled.main<{ $animate: boolean; $leaving: boolean; $waiting: boolean }>`
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
  ${({ $waiting }) =>
    $waiting &&
    css`
      cursor: progress;
    `}
`

interface LayoutProps {
  children: ReactNode
  pathname: string
}

const LayoutFrame = ({ children, pathname }: LayoutProps) => {
  const site = useSiteData()
  const animate = hasNavigatedSinceLanding()
  const { waiting, slow, leaving } = usePageTransition(pathname)
  const main = useRef<HTMLElement>(null)
  // React 18 does not know the inert attribute: set the property (no clicks, focus or find-in-page while leaving).
  useEffect(() => {
    if (main.current) main.current.inert = waiting
  }, [waiting, pathname])
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      {/* early in the tab order, as a non-modal notice should be: fixed at the bottom, it is the second stop */}
      <ConsentBanner />
      <Header site={site} pathname={pathname} />
      <PrintLine site={site} pathname={pathname} />
      <LoadingNotice shown={slow} />
      <Main
        ref={main}
        id={MAIN_ID}
        tabIndex={-1}
        key={pathname}
        aria-busy={waiting || undefined}
        $animate={animate}
        $leaving={leaving}
        $waiting={waiting}
      >
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
