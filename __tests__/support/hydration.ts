// What tests wait for on a page: the marks gatsby-browser.tsx sets on <html> (src/lib/hydration.ts).
import { ARRIVED_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "../../src/lib/hydration"

export { ARRIVED_ATTRIBUTE, HYDRATED_ATTRIBUTE }

/** The page's root element, once hydrated. */
export const HYDRATED_SELECTOR = `html[${HYDRATED_ATTRIBUTE}]`

/** The page's root element once the app has settled on `pathname`. */
export const arrivedSelector = (pathname: string): string => `html[${ARRIVED_ATTRIBUTE}="${pathname}"]`
