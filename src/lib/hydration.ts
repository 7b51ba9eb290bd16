/**
 * Set on <html> once React has hydrated the page: its handlers answer and client-side navigation runs. Tests and tools
 * wait for it instead of Gatsby's or React's private globals.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

/** The page's root element, once hydrated. */
export const HYDRATED_SELECTOR = `html[${HYDRATED_ATTRIBUTE}]`

export const markHydrated = (): void => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")
