/**
 * Set on <html> once React has hydrated the page: its handlers answer and client-side navigation runs. Tests and tools
 * wait for it instead of Gatsby's or React's private globals (their selectors: __tests__/support/hydration.ts).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated"

export const markHydrated = (): void => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "")

/**
 * Set on <html> to the page's path once the app has settled on it (gatsby-browser.tsx's route update, two frames on):
 * its title written, its scroll placed, its page view asked for. Tests wait for it instead of a pause.
 */
export const ARRIVED_ATTRIBUTE = "data-arrived"

export const markArrived = (pathname: string): void => document.documentElement.setAttribute(ARRIVED_ATTRIBUTE, pathname)
