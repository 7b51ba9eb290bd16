// One page per YAML entry in each language it is written in, from its template; each fixed page of src/pages in English
// and, where its entry has a French twin, in French. A reference to an entry that does not exist fails the build.
import type { GatsbyNode } from "gatsby"
import path from "path"

import { isMedicationPath, type ComplianceSwitches } from "../../src/lib/compliance"
import { type FrenchRoutes, type Language, routeIn } from "../../src/lib/language"
import { fileIn, SITE_FILE } from "../content/data-files"
import { entryPages, frenchRouteTable, missingReferences, type PageEntries } from "../content/page-routes"
import { siteSource } from "../content/site-pages"
import { loadedContent } from "./source-content"

// From the loader's files: pages of src/pages are created before any query can run.
const complianceSwitches = (): ComplianceSwitches =>
  (loadedContent().files[SITE_FILE] as { compliance: ComplianceSwitches }).compliance

/**
 * Every French page the build makes, by the English route it translates (from data/ as loaded, as the fixed pages are
 * made before any query).
 */
const frenchRoutes = (): FrenchRoutes => {
  const { files } = loadedContent()
  const routes = frenchRouteTable(siteSource(process.cwd(), files).pages)
  return fileIn("interface.yaml", "fr") in files ? { ...routes, "/404": routeIn("/404", "fr") } : routes
}

/**
 * What a page knows of its language: the language, its twin where one exists (from the English route the page is or
 * translates), and on a French page the French routes.
 */
const languageContext = (english: string, language: Language, french: FrenchRoutes) => ({
  language,
  twin: (language === "en" ? french[english] : english) ?? null,
  ...(language === "fr" ? { frenchRoutes: french } : {}),
})

/**
 * Each fixed page of src/pages in English, and in French where its entry of data/pages/ has a French twin; the
 * medication index goes with the medication pages when compliance.showMedicationPages is false.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isMedicationPath(page.path.replace(/\/+$/, "")) && !complianceSwitches().showMedicationPages) {
    actions.deletePage(page)
    return
  }
  if (page.context?.language) return
  const route = page.path === "/" ? "/" : page.path.replace(/\/+$/, "").replace(/\.html$/, "")
  const french = frenchRoutes()
  // the not-found page answers any unknown path: it has no twin, and its language switch leads to the other home page
  const notFound = route === "/404"
  const context = (language: Language) => ({
    ...page.context,
    ...languageContext(route, language, french),
    ...(notFound ? { twin: null, switchTo: language === "en" ? (french["/"] ?? null) : "/" } : {}),
  })
  actions.deletePage(page)
  actions.createPage({ ...page, context: context("en") })
  const twin = french[route]
  // the not-found page is also written as 404.html, the file the servers answer an unknown path with
  const twinPath = page.path.endsWith(".html") ? `${twin}.html` : twin
  if (twin) actions.createPage({ ...page, path: twinPath, context: context("fr") })
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageEntries>(`
    query PageEntries {
      allServicesYaml {
        nodes {
          slug
          frenchSlug
          language
        }
      }
      allConditionsYaml {
        nodes {
          slug
          frenchSlug
          language
          reviewedBy
        }
      }
      allMedicationsYaml {
        nodes {
          slug
          frenchSlug
          language
          reviewedBy
        }
      }
      allReviewersYaml {
        nodes {
          slug
        }
      }
      allCitiesYaml {
        nodes {
          slug
          frenchSlug
          language
        }
      }
      allPagesYaml {
        nodes {
          slug
          frenchSlug
          language
          lastUpdated
          legalSections {
            title
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the content entries", result.errors)
    return
  }
  const problems = missingReferences(result.data)
  if (problems.length > 0) {
    reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`)
    return
  }
  const french = frenchRoutes()
  for (const page of entryPages(result.data, complianceSwitches())) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: { slug: page.slug, ...languageContext(page.english, page.language, french) },
    })
  }
}
