import { readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

/** Every route of the spec's route table (and the decided medication pages). */
export const routes = [
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
  ...["acne", "depression", "uti", "ed", "anxiety"].map((s) => `/conditions/${s}`),
  "/medications",
  ...[
    "viagra",
    "cialis",
    "finasteride",
    "amoxicillin",
    "valacyclovir",
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
  ].map((s) => `/medications/${s}`),
  ...["toronto", "mississauga", "oakville", "hamilton", "niagara-falls"].map((s) => `/locations/${s}`),
  "/privacy-policy",
  "/terms-of-service",
  "/editorial-policy",
  "/accessibility",
  "/what-we-cant-treat",
  "/fees",
]

/** Pages that are no route of the table and stay out of the sitemap, but are served and checked like the others. */
export const unlistedRoutes = [
  // where the lead form lands when it is submitted without its scripts
  "/message-not-sent",
]

/** The heading of that page, from its entry in data/pages.yaml. */
export const messageNotSentTitle =
  // __filename, not __dirname: tsx gives an ES module that imports this file (the benchmark's) only the former.
  (
    yaml.load(readFileSync(path.resolve(path.dirname(__filename), "../../data/pages.yaml"), "utf8")) as Array<{
      slug: string
      hero: { title: string }
    }>
  ).find((page) => page.slug === "message-not-sent")!.hero.title
