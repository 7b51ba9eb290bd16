// The routes to measure: the browser tests' route table (one list for both) and the 404 page.
import { routes } from "../../__tests__/browser/routes"
import { routeIn } from "../../src/lib/language"
import { NOT_FOUND_ROUTES } from "./budgets"

/** One English route per page template. */
const quickEnglish = [
  "/",
  "/contact",
  "/services/consultation",
  "/conditions/acne",
  "/medications/viagra",
  "/locations/toronto",
  "/privacy-policy",
]

/** One route per page template in each language, the French twin where it is built: what `--quick` measures. */
export const quickRoutes = [
  ...quickEnglish,
  ...quickEnglish.map((route) => routeIn(route, "fr")).filter((route) => routes.includes(route)),
]

/** Every route of __tests__/browser/routes.ts, then /404 and /fr/404: the not-found page in each language. */
export const allRoutes = (): string[] => [...routes, ...NOT_FOUND_ROUTES]
