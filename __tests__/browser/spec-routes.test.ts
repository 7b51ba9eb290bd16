// The routes the spec promises, written out here as /work/shared/SPEC.md's route table and docs/decisions.md list them,
// beside the list the other tests derive from data/ and src/pages (routes.ts): a page that the site's own reader
// drops, or an entry renamed, disappears from the derived list without a trace, but not from this one.
import { routes } from "./routes"
import { builtPage, routeExists } from "./support/built-site"

const SPEC_ROUTES = [
  "/",
  "/how-it-works",
  "/contact",
  "/services",
  "/services/mental-health-virtual-clinic",
  "/services/women-health-online-ontario",
  "/services/virtual-urgent-care-ohip",
  "/services/family-doctor-online-canada",
  "/services/consultation",
  "/services/prescription",
  "/services/medical-advice",
  "/services/referral",
  "/conditions",
  "/conditions/acne",
  "/conditions/depression",
  "/conditions/uti",
  "/conditions/ed",
  "/conditions/anxiety",
  "/medications",
  "/medications/viagra",
  "/medications/cialis",
  "/medications/finasteride",
  "/medications/amoxicillin",
  "/medications/valacyclovir",
  "/locations/toronto",
  "/locations/mississauga",
  "/locations/oakville",
  "/locations/hamilton",
  "/locations/niagara-falls",
  "/privacy-policy",
  "/terms-of-service",
]

/** The ten further medication pages the decisions add to the spec's five. */
const DECIDED_MEDICATIONS = [
  "azithromycin",
  "ciprofloxacin",
  "acyclovir",
  "oseltamivir",
  "sertraline",
  "escitalopram",
  "bupropion",
  "ventolin",
  "cetirizine",
  "montelukast",
].map((slug) => `/medications/${slug}`)

/** The pages the decisions add, linked from the footer. */
const DECIDED_PAGES = ["/accessibility", "/what-we-cant-treat", "/editorial-policy", "/fees"]

describe("the spec's routes", () => {
  it.each([...SPEC_ROUTES, ...DECIDED_MEDICATIONS, ...DECIDED_PAGES])("%s is built, with a heading, and listed", (route) => {
    expect([route, routeExists(route)]).toEqual([route, true])
    expect(builtPage(route).querySelector("h1")?.textContent.trim()).toBeTruthy()
    expect(routes).toContain(route)
  })
})
