// One page per YAML entry, from its template; a reference to an entry that does not exist fails the build.
import type { GatsbyNode } from "gatsby"
import path from "path"

import { entryPages, missingReferences, type PageEntries } from "../content/page-routes"

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
        }
      }
      allMedicationsYaml {
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
  for (const page of entryPages(result.data)) {
    actions.createPage({
      path: page.path,
      component: path.resolve(`src/templates/${page.template}.tsx`),
      context: { slug: page.slug },
    })
  }
}
