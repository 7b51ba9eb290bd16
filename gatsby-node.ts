// Declares the YAML content types, rejects bad YAML with a clear message, and creates one page per YAML entry.
import { readFileSync } from "fs"
import { writeFile } from "fs/promises"
import path from "path"
import yaml from "js-yaml"
import type { GatsbyNode } from "gatsby"
import { buildTypeDefinitions } from "./src/lib/graphql-types"
import { nodeTypeForFile, validateDataFile } from "./src/lib/content-validation"
import { siteUrl } from "./src/lib/site-url"
import { htmlFiles, removeStrayNulBytes } from "./src/lib/html-files"
import { entryPages, missingReferences, type PageEntries } from "./src/lib/page-routes"
import { isMedicationPath, type ComplianceSwitches } from "./src/lib/compliance"
import { writeDeployFiles } from "./deploy/headers.mjs"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  // Source maps would publish the whole source next to the site; the build keeps none. The benchmark alone asks for maps
  // that no bundle links to, to say which modules fill each chunk: the bundles are the same, save a few minified names in
  // webpack's runtime (same size).
  if (stage === "build-javascript")
    actions.setWebpackConfig({ devtool: process.env.BENCH_SOURCE_MAPS === "1" ? "hidden-source-map" : false })
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(buildTypeDefinitions().map((definition) => schema.buildObjectType(definition)))
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, loadNodeContent, reporter }) => {
  const file = node as typeof node & { sourceInstanceName?: string; relativePath?: string; extension?: string }
  if (node.internal.type !== "File" || file.sourceInstanceName !== "data" || !file.relativePath) return
  if (file.extension !== "yaml" && file.extension !== "yml") return
  if (!nodeTypeForFile(file.relativePath)) {
    reporter.warn(`data/${file.relativePath} is not read by the site (known files are listed in docs/content-guide.md)`)
    return
  }
  let content: unknown
  try {
    content = yaml.load(await loadNodeContent(node))
  } catch (error) {
    reporter.panicOnBuild(`data/${file.relativePath} is not valid YAML:\n${(error as Error).message}`)
    return
  }
  const problems = validateDataFile(file.relativePath, content)
  if (problems.length > 0) reporter.panicOnBuild(`Content errors:\n  - ${problems.join("\n  - ")}`)
}

// Read from the file: pages of src/pages are created before any query can run. A bad file already failed onCreateNode.
const complianceSwitches = (): ComplianceSwitches =>
  (yaml.load(readFileSync(path.resolve("data/site.yaml"), "utf8")) as { compliance: ComplianceSwitches }).compliance

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

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const repaired = await removeStrayNulBytes(await htmlFiles(path.resolve("public")))
  if (repaired > 0) reporter.info(`Removed React 18's stray NUL bytes from ${repaired} HTML file(s)`)
  await writeFile(path.resolve("public/robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`)
  // Last, over the final HTML: the CSP hashes its inline scripts.
  writeDeployFiles({ root: path.resolve("."), siteUrl })
}
