// One page per YAML entry, from its template; a reference to an entry that does not exist fails the build.
import type { GatsbyNode } from "gatsby"
import path from "path"

import { isMedicationPath, type ComplianceSwitches } from "../../src/lib/compliance"
import { readSite } from "../content/data-files"
import { entryPages, missingReferences, type PageEntries } from "../content/page-routes"

// Read from the file: pages of src/pages are created before any query can run. A bad file already failed onCreateNode.
const complianceSwitches = (): ComplianceSwitches => readSite<{ compliance: ComplianceSwitches }>().compliance

/** The medication index of src/pages goes with the medication pages when compliance.showMedicationPages is false. */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isMedicationPath(page.path.replace(/\/+$/, "")) && !complianceSwitches().showMedicationPages) actions.deletePage(page)
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PageEntries>(`
    query PageEntries {
      allServicesYaml {
        nodes {
          slug
        }
      }
      allConditionsYaml {
        nodes {
          slug
          reviewedBy
        }
      }
      allMedicationsYaml {
        nodes {
          slug
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
        }
      }
      allPagesYaml {
        nodes {
          slug
          lastUpdated
          legalSections {
            title
          }
          medicationCategories {
            title
            medications
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
  for (const page of entryPages(result.data, complianceSwitches())) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: { slug: page.slug },
    })
  }
}
