import { createGlobalStyle } from "styled-components"
import { headerOffset } from "./header-offset"
import { CONSENT_ATTRIBUTE, CONSENT_CLEARANCE } from "../lib/analytics-consent"
import { TOAST_CLEARANCE } from "../lib/toast-clearance"

export const GlobalStyles = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  [hidden] { display: none !important; }
  html { -webkit-text-size-adjust: 100%; ${headerOffset("scroll-padding-top")} }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    overflow-wrap: break-word;
  }
  /* An unbroken word longer than its box (a URL, a typo) breaks rather than pushing a row of cards off-screen: "anywhere"
     also lets a grid or flex item holding it shrink, which break-word alone does not. */
  h1, h2, h3, h4, p, li, dd, blockquote { overflow-wrap: anywhere; }
  /* While the analytics banner asks (fixed at the bottom), ${CONSENT_CLEARANCE} is the band it may cover: the page's end
     scrolls clear of it, and so does whatever takes focus (WCAG 2.2 Focus Not Obscured): browsers scroll a focused
     element out of the scroll padding. A toast (the contact form's, fixed at the bottom too, above the banner while it
     asks) sets ${TOAST_CLEARANCE}, the band it and whatever is below it cover, while it shows. */
  html { scroll-padding-bottom: max(var(${CONSENT_CLEARANCE}, 0px), var(${TOAST_CLEARANCE}, 0px)); }
  html[${CONSENT_ATTRIBUTE}="ask"] { ${CONSENT_CLEARANCE}: ${({ theme }) => theme.layout.consentClearance}; }
  html[${CONSENT_ATTRIBUTE}="ask"] body { padding-bottom: var(${CONSENT_CLEARANCE}); }
  ${({ theme }) => theme.media.medium} {
    html[${CONSENT_ATTRIBUTE}="ask"] { ${CONSENT_CLEARANCE}: ${({ theme }) => theme.layout.consentClearanceWide}; }
  }
  /* zoomed in, neither the header nor the banner is fixed (header.tsx, consent-banner.tsx): nothing to keep clear of */
  ${({ theme }) => theme.media.zoomedScreen} {
    html { scroll-padding-top: 0; }
    html[${CONSENT_ATTRIBUTE}="ask"] { ${CONSENT_CLEARANCE}: 0px; }
  }
  h1, h2, h3, h4 { line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; }
  h1 { font-size: ${({ theme }) => theme.fontSizes.h1}; }
  h2 { font-size: ${({ theme }) => theme.fontSizes.h2}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.h3}; }
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  img { max-width: 100%; }
  svg { flex-shrink: 0; }
  /* In forced colours (Windows high contrast) an icon takes the colour its words are forced to: the browser keeps an
     svg's own brand colour, which can vanish on the system's background. */
  ${({ theme }) => theme.media.forcedColors} { svg { color: inherit !important; } }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  a[href^="tel:"] { white-space: nowrap; }
  /*
   * On paper: black on white, nothing fixed or moving, no way to act (navigation, buttons), every answer open, and
   * each heading on the page of its first lines. Components hide their own controls; see theme.media.print.
   */
  @page { margin: 15mm; }
  ${({ theme }) => theme.media.print} {
    html { scroll-padding-top: 0; }
    *, *::before, *::after {
      color: #000 !important;
      background: transparent !important;
      box-shadow: none !important;
      text-shadow: none !important;
      animation: none !important;
      transition: none !important;
    }
    /* One column: read (and copied, or read aloud from a PDF) in the order it is written. */
    * { grid-template-columns: none !important; }
    body { font-size: 11pt; }
    main { padding-top: 0 !important; min-height: 0 !important; opacity: 1 !important; }
    section { padding-top: ${({ theme }) => theme.space.md} !important; padding-bottom: ${({ theme }) => theme.space.md} !important; }
    h1, h2, h3, h4 { break-after: avoid; page-break-after: avoid; break-inside: avoid; }
    h1 + *, h2 + *, h3 + *, h4 + * { break-before: avoid; page-break-before: avoid; }
    li, blockquote, aside { break-inside: avoid; }
    p { orphans: 3; widows: 3; }
    a { text-decoration: underline; }
    main a[href^="http"]::after { content: " (" attr(href) ")"; overflow-wrap: anywhere; }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`
