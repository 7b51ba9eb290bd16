// The routes to measure: the browser tests' route table (one list for both) and the 404 page.
import { routes } from "../../__tests__/browser/routes"

/** One route per page template: what `--quick` measures. */
export const quickRoutes = [
  "/",
  "/contact",
  "/services/consultation",
  "/conditions/acne",
  "/medications/viagra",
  "/locations/toronto",
  "/privacy-policy",
]

/** Every route of __tests__/browser/routes.ts, then /404: the not-found page, which the benchmark serves with status 200 so Lighthouse will audit it. */
export const allRoutes = (): string[] => [...routes, "/404"]
