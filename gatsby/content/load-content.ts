/**
 * The one loader of data/: each file read, parsed and checked once (gatsby/checks/content-check.ts), each French file
 * set in French typography (src/lib/french-typography.ts) and merged with its English twin. The build's data layer is made from its output (gatsby/node/source-content.ts).
 */
import { inFrenchTypography } from "../../src/lib/french-typography"
import { type Language } from "../../src/lib/language"
import { type ContentReport, checkCheckout } from "../checks/content-check"
import { englishFileOf, languageOfFile, nodeTypeForFile, withSharedFields } from "./data-files"

type Yaml = Record<string, unknown>

/** One entry of data/ as the site's data layer holds it: a French one whole, its words over its English twin's fields. */
export interface ContentEntry {
  /** Its file, relative to data/ ("cities/toronto.fr.yaml"). */
  file: string
  /** The GraphQL node type its folder's entries become ("CitiesYaml"). */
  type: string
  language: Language
  fields: Yaml
}

export interface LoadedContent extends ContentReport {
  /** Each file of data/ as parsed, by path relative to data/ (what the page list is made from: site-pages.ts). */
  files: Record<string, unknown>
  entries: ContentEntry[]
}

/** Every entry of data/ in each language, and every error of every file at once: entries only when there is none. */
export function loadContent(root: string): LoadedContent {
  const { errors, warnings, files } = checkCheckout(root)
  return { errors, warnings, files, entries: errors.length > 0 ? [] : contentEntries(files) }
}

/** The entries of parsed, checked data/ files, in each language, as the site's data layer holds them. */
export function contentEntries(files: Record<string, unknown>): ContentEntry[] {
  return Object.entries(files).flatMap(([file, content]) => {
    const type = nodeTypeForFile(file)
    if (!type) return []
    const language = languageOfFile(file)
    // a French file's words in French typography (no-break spaces, « »), which editors do not type
    const words = language === "fr" ? inFrenchTypography(content) : content
    const fields = withSharedFields(file, words, files[englishFileOf(file)]) as Yaml
    return [{ file, type, language, fields }]
  })
}
