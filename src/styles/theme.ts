/** The one theme: colours chosen for WCAG AA contrast on white and on the brand blue. */
export const theme = {
  colors: {
    primary: "#0b5cad",
    primaryDark: "#084481",
    primaryLight: "#e8f1fb",
    accent: "#0f7b6c",
    text: "#1b2430",
    textMuted: "#4a5563",
    background: "#ffffff",
    surface: "#f5f8fc",
    border: "#d5dde8",
    focus: "#b35c00",
    danger: "#b42318",
    dangerLight: "#fdecea",
    warning: "#8a5300",
    warningLight: "#fff4e0",
    onPrimary: "#ffffff",
    footerBackground: "#1b2430",
    footerText: "#e8edf3",
    footerBorder: "#3d4a5c",
    focusOnDark: "#ffb86b",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    small: "0.875rem",
    body: "1rem",
    lead: "1.125rem",
    h3: "1.25rem",
    h2: "clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)",
    h1: "clamp(1.875rem, 1.4rem + 2.4vw, 3rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radii: { small: "6px", medium: "12px", pill: "999px" },
  shadows: {
    card: "0 1px 3px rgba(16, 24, 40, 0.12)",
    header: "0 2px 8px rgba(16, 24, 40, 0.15)",
  },
  layout: {
    maxWidth: "72rem",
    /** The header's top row; from 768 px a second row, for the navigation and the phone, sits below it. */
    headerHeight: "4.5rem",
    headerHeightCompact: "3.75rem",
    /** A phone on its side: one row, at most 15% of a 390 px tall screen. */
    headerHeightShort: "3.5rem",
    headerNavRowHeight: "3rem",
    /** What the page's end (and the phone menu's) keeps clear while the privacy banner asks: its height and more. */
    consentClearance: "12rem",
    consentClearanceWide: "7rem",
  },
  /** Mobile is below 768 px. */
  breakpoints: { medium: 768, large: 1024 },
  media: {
    medium: "@media (min-width: 768px)",
    large: "@media (min-width: 1024px)",
    mobileOnly: "@media (max-width: 767.98px)",
    /** Where the header shows the navigation in a second row; elsewhere it is one row with the menu button. */
    wideHeader: "@media (min-width: 768px) and (min-height: 500px)",
    menuHeader: "@media not all and (min-width: 768px) and (min-height: 500px)",
    /** A phone on its side: the header keeps to one short row. */
    shortScreen: "@media (max-height: 499.98px)",
    /** A window zoomed to 300% or more (1280×720 at 400% is 320×180 CSS px): nothing stays fixed over the page. */
    zoomedScreen: "@media (max-height: 299.98px)",
    /** The narrowest phones (320 px), where the brand name needs every pixel of the header's row. */
    narrowPhone: "@media (max-width: 359.98px)",
    /** Below notistack's own breakpoint it spans the toasts across the screen, 16 px from each side. */
    toastsAcross: "@media (max-width: 599.98px)",
    reducedMotion: "@media (prefers-reduced-motion: reduce)",
    forcedColors: "@media (forced-colors: active)",
    scripting: "@media (scripting: enabled)",
    noScripting: "@media (scripting: none)",
    print: "@media print",
  },
} as const

export type Theme = typeof theme
