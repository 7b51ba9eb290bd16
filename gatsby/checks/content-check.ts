/**
 * The checks of a build over data/ alone, in seconds (`npm run check:content`): YAML syntax with a plain-words cause,
 * the content model, references between entries, and every path typed in data/ leading to a page the entries make or
 * a file of static/. Titles and descriptions longer than search results show, or shared by two pages, are warnings,
 * not failures.
 */
import { existsSync, readdirSync, statSync } from "fs"
import path from "path"
import { LineCounter, YAMLParseError } from "yaml"

import { TITLE_LIMIT } from "../../src/lib/seo"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "../content/content-model"
import { validateDataFile } from "./entry-validation"
import { englishFileOf, languageOfFile, nodeTypeForFile, parseData, readDataTexts, unreadDataFiles } from "../content/data-files"
import { isShownPath } from "../../src/lib/compliance"
import {
  claimFigureWarnings,
  claimShapeProblems,
  coverageProblems,
  snippetCoverageProblems,
  medicationPageProblems,
  translatedClaimProblems,
} from "./claim-checks"
import { missingReferences } from "../content/page-routes"
import { unlistedEntries } from "./entry-listing"
import { type PageReading, pageReadings, readingProblems } from "./reading-check"
import {
  brandNameProblems,
  breakableNumberProblems,
  crisisLineProblems,
  therapistTitleProblems,
  waitHeadingProblems,
} from "./trust-checks"
import { frenchTermProblems } from "./french-terms"
import { sharedSeoWarnings } from "./shared-seo"
import { alikeCityWarnings } from "./alike-cities"
import { complianceSwitches, dataLinks, expectedPages, pageEntries } from "../content/site-pages"

/** Longest description search results show in full (about 160 characters of snippet). */
export const DESCRIPTION_LIMIT = 160

/** A line's key and the value written after it ("- b: Note: x" → "b", "Note: x"). */
const KEY_LINE = /^\s*(?:-\s+)?([^:]+):\s*(.*)$/

/** What usually causes a YAML syntax error, in words an editor can act on; the parser's own reason otherwise. */
function syntaxCause(error: YAMLParseError, offending: string): string {
  const reason = error.message
  if (error.code === "TAB_AS_INDENT" || /\t/.test(offending)) return "a tab character: indent with spaces only"
  if (error.code === "DUPLICATE_KEY") {
    const key = KEY_LINE.exec(offending)?.[1] ?? "this name"
    return `"${key}" is written twice in the same group: keep one of them`
  }
  if (error.code === "MULTIPLE_DOCS") return "a line of three dashes (---) splits the file in two: remove it"
  if (error.code === "MISSING_CHAR" || /end with a [\]}]/.test(reason))
    return `a quote or bracket that is opened and never closed (${reason})`
  const value = KEY_LINE.exec(offending)?.[2] ?? offending
  if (/^"/.test(value) && (value.match(/(?<!\\)"/g) ?? []).length > 2)
    return `a " inside a value in double quotes: write \\" for it, or put the value in single quotes`
  if (/^['"]/.test(value) && error.code === "UNEXPECTED_TOKEN")
    return "text after the value's closing quote: put the whole value inside the quotes"
  if (/:\s/.test(value) && !/^['"]/.test(value))
    return "a colon followed by a space inside a value: put the whole value in quotes"
  if (["BAD_INDENT", "BLOCK_AS_IMPLICIT_KEY", "MULTILINE_IMPLICIT_KEY", "UNEXPECTED_TOKEN"].includes(error.code))
    return `bad indentation: this line's spaces do not line up with the lines of the same group above it (${reason})`
  return reason
}

/** A YAML syntax error as an editor can act on it: file, line, column, the line itself and what usually causes it. */
export function yamlSyntaxError(file: string, text: string, error: YAMLParseError, lineCounter: LineCounter): string {
  const { line, col } = lineCounter.linePos(error.pos[0])
  const offending = text.split("\n")[line - 1] ?? ""
  return [
    `${file}, line ${line}, column ${col}: not valid YAML: ${syntaxCause(error, offending)}`,
    `    ${line} | ${offending}`,
    `${" ".repeat(4 + String(line).length + 2 + col)}^`,
  ].join("\n")
}

/** Parses one data file as the build reads it, or returns its syntax error (an alias to no anchor too). */
export function parseDataFile(file: string, text: string): { content?: unknown; error?: string } {
  const lineCounter = new LineCounter()
  try {
    return { content: parseData(text, lineCounter) }
  } catch (error) {
    if (error instanceof YAMLParseError) return { error: yamlSyntaxError(file, text, error, lineCounter) }
    if (error instanceof ReferenceError) return { error: `${file}: not valid YAML: ${error.message}` }
    throw error
  }
}

type Yaml = Record<string, unknown>

function lengthWarnings(spec: ObjectSpec, value: Yaml, prefix: string, where: string, out: string[]): void {
  for (const [name, field] of Object.entries(spec)) {
    const child = value[name]
    const fieldPath = `${prefix}${name}`
    if (field.kind === "object" && child && typeof child === "object" && !Array.isArray(child)) {
      if (field.type === "Seo") {
        const seo = child as { title?: unknown; description?: unknown }
        if (typeof seo.title === "string" && seo.title.length > TITLE_LIMIT)
          // the brand is left off a title it does not fit, so only the title itself can be too long
          out.push(`${where}: "${fieldPath}.title" is ${seo.title.length} characters; search results show about ${TITLE_LIMIT}`)
        if (typeof seo.description === "string" && seo.description.length > DESCRIPTION_LIMIT)
          out.push(
            `${where}: "${fieldPath}.description" is ${seo.description.length} characters; search results show about ${DESCRIPTION_LIMIT}`,
          )
      }
      lengthWarnings(objectTypes[field.type], child as Yaml, `${fieldPath}.`, where, out)
    } else if (
      field.kind === "list" &&
      (field as Extract<FieldSpec, { kind: "list" }>).of.kind === "object" &&
      Array.isArray(child)
    ) {
      const of = (field as Extract<FieldSpec, { kind: "list" }>).of as Extract<FieldSpec, { kind: "object" }>
      child.forEach((item, i) => {
        if (item && typeof item === "object")
          lengthWarnings(objectTypes[of.type], item as Yaml, `${fieldPath}[${i}].`, where, out)
      })
    }
  }
}

export interface ContentReport {
  errors: string[]
  warnings: string[]
}

/** Every check over the files of data/ (path relative to data/ → text) and the page files of src/pages and static/ files. */
export function checkContent(
  texts: Record<string, string>,
  fixedPageFiles: ReadonlyArray<string>,
  isStaticFile: (sitePath: string) => boolean,
): ContentReport {
  const { errors, warnings } = checkFiles(texts, fixedPageFiles, isStaticFile)
  return { errors, warnings }
}

/** A checkout's report, with each file as parsed and, once every file is valid, each page's reading level. */
type CheckoutReport = ContentReport & { files: Record<string, unknown>; readings?: PageReading[] }

/** The checks of checkContent, with each file as parsed (once) for the loader. */
function checkFiles(
  texts: Record<string, string>,
  fixedPageFiles: ReadonlyArray<string>,
  isStaticFile: (sitePath: string) => boolean,
): CheckoutReport {
  const errors: string[] = []
  const warnings: string[] = []
  const files: Record<string, unknown> = {}
  for (const [name, text] of Object.entries(texts)) {
    const parsed = parseDataFile(`data/${name}`, text)
    if (parsed.error) errors.push(parsed.error)
    else files[name] = parsed.content
  }
  for (const [name, content] of Object.entries(files)) {
    const english = englishFileOf(name)
    // a translation of an English file that is not valid YAML is checked once that file is: its error is reported
    if (languageOfFile(name) !== "en" && !(english in files) && english in texts) continue
    errors.push(...validateDataFile(name, content, languageOfFile(name) === "en" ? undefined : files[english]))
  }
  // a French page shows the French interface and site words around its own
  if (Object.keys(files).some((name) => languageOfFile(name) === "fr"))
    for (const name of ["site.fr.yaml", "interface.fr.yaml"])
      if (!(name in files)) errors.push(`data/${name}: missing (every French page reads its words from it)`)
  if (errors.length > 0) return { errors, warnings, files }

  errors.push(...missingReferences(pageEntries(files)), ...unlistedEntries(files))
  errors.push(
    ...coverageProblems(files),
    ...snippetCoverageProblems(files),
    ...claimShapeProblems(files),
    ...medicationPageProblems(files),
    ...translatedClaimProblems(files),
    ...crisisLineProblems(files),
    ...therapistTitleProblems(files),
    ...brandNameProblems(files),
    ...waitHeadingProblems(files),
    ...breakableNumberProblems(files),
    ...frenchTermProblems(files),
  )
  const readings = pageReadings(files)
  errors.push(...readingProblems(readings))
  warnings.push(...claimFigureWarnings(files), ...sharedSeoWarnings(files), ...alikeCityWarnings(files))

  const pages = new Set(expectedPages(files, fixedPageFiles).map((page) => page.path))
  const switches = complianceSwitches(files)
  for (const link of dataLinks(files)) {
    if (!link.href.startsWith("/")) continue
    const target = link.href.split("#")[0].split("?")[0] || "/"
    // the site leaves out every link to a page a compliance switch turned off (src/lib/compliance.ts)
    if (!isShownPath(target, switches)) continue
    if (!pages.has(target) && !isStaticFile(target))
      errors.push(`${link.source}: "${link.href}" leads to no page of the site and no file of static/`)
  }

  for (const [name, content] of Object.entries(files)) {
    const type = nodeTypeForFile(name)
    if (type && content && typeof content === "object")
      lengthWarnings(nodeTypes[type].fields, content as Yaml, "", `data/${name}`, warnings)
  }
  return { errors, warnings, files, readings }
}

/**
 * The checks over a checkout (root/data, root/src/pages and root/static), with each file of data/ as parsed: what the
 * loader (gatsby/content/load-content.ts) makes the data layer from.
 */
export function checkCheckout(root: string): CheckoutReport {
  const texts = readDataTexts(path.join(root, "data"))
  const pagesDir = path.join(root, "src", "pages")
  const staticDir = path.join(root, "static")
  const isStaticFile = (sitePath: string) => {
    const full = path.join(staticDir, sitePath)
    return full.startsWith(staticDir) && existsSync(full) && statSync(full).isFile()
  }
  const report = checkFiles(texts, existsSync(pagesDir) ? readdirSync(pagesDir) : [], isStaticFile)
  for (const name of unreadDataFiles(path.join(root, "data"), Object.keys(texts)))
    report.warnings.push(
      `data/${name} is not read by the site (data/site.yaml, data/interface.yaml, one <slug>.en.yaml with its <slug>.fr.yaml per entry of a translated kind, one <slug>.yaml per reviewer: the folders listed in docs/editing.md)`,
    )
  return report
}

/** The same checks over a checkout: root/data, root/src/pages and root/static. */
export function checkContentDir(root: string): ContentReport {
  const { errors, warnings } = checkCheckout(root)
  return { errors, warnings }
}
