/**
 * The one reader of data/: which file feeds which node type, the names of the files, and the files read and parsed.
 * data/site.yaml is one mapping; every other kind of content is a folder with one file per entry, named after the
 * entry's slug, because a web editor (Decap CMS) can only edit a file that holds one entry. A kind that is translated
 * (translatedCollections) has one file per language, <slug>.en.yaml and <slug>.fr.yaml (data/services/uti.en.yaml,
 * data/services/uti.fr.yaml): Decap's i18n structure `multiple_files` names every language's file so, the default
 * one's too (docs/decisions.md). A reviewer is one file, <slug>.yaml; site.yaml and interface.yaml keep their names,
 * each with its French file beside it (data/site.fr.yaml, data/interface.fr.yaml). The build (through the loader,
 * gatsby/content/load-content.ts), the content and launch checks, the post-build site check and the tests
 * all read data/ through this module, and no other module spells a file's name.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import { type LineCounter, parseDocument } from "yaml"

import { type Language } from "../../src/lib/language"
import { nodeTypes } from "./content-model"
import { isMapping, mergeTranslation } from "./translation"

/** Each folder of data/ and the GraphQL node type its entries become (the names the old one-file lists gave them). */
export const collections = {
  services: "ServicesYaml",
  conditions: "ConditionsYaml",
  medications: "MedicationsYaml",
  cities: "CitiesYaml",
  pages: "PagesYaml",
  reviewers: "ReviewersYaml",
} as const

export type Collection = keyof typeof collections

/** The file of the clinic's facts. */
export const SITE_FILE = "site.yaml"

/** The data files that are not entries (each one mapping) and the node type each becomes. */
export const singleFiles: Record<string, string> = { [SITE_FILE]: "SiteYaml", "interface.yaml": "InterfaceYaml" }

const isCollection = (folder: string): folder is Collection => folder in collections

/** The collections whose entries have French twins (a reviewer's file is a person's record, in one language). */
export const translatedCollections: ReadonlyArray<Collection> = ["services", "conditions", "medications", "cities", "pages"]

const FRENCH_FILE = /\.fr\.yaml$/

/** A path relative to data/ split into its folder, its name without the language and extension, and its language mark. */
const FILE_NAME = /^(?:([^/]+)\/)?([^/.]+)(?:\.(en|fr))?\.yaml$/

const isTranslatedFolder = (folder: string | undefined): boolean =>
  !!folder && isCollection(folder) && translatedCollections.includes(folder)

/** The language a file under data/ is written in: "services/uti.fr.yaml" is French, "services/uti.en.yaml" English. */
export const languageOfFile = (relativePath: string): Language => (FRENCH_FILE.test(relativePath) ? "fr" : "en")

/**
 * A file's name in a language, from its English name: fileIn("cities/toronto.en.yaml", "fr") is
 * "cities/toronto.fr.yaml", fileIn("site.yaml", "fr") "site.fr.yaml".
 */
export const fileIn = (englishFile: string, language: Language): string =>
  language === "en" ? englishFile : englishFile.replace(/(\.en)?\.yaml$/, `.${language}.yaml`)

/**
 * The English twin of a file: "cities/toronto.fr.yaml" → "cities/toronto.en.yaml", "site.fr.yaml" → "site.yaml" (an
 * English file is its own).
 */
export const englishFileOf = (relativePath: string): string => {
  if (languageOfFile(relativePath) === "en") return relativePath
  const folder = FILE_NAME.exec(relativePath)?.[1]
  return relativePath.replace(FRENCH_FILE, isTranslatedFolder(folder) ? ".en.yaml" : ".yaml")
}

/**
 * The file an entry lives in, relative to data/: entryFile("cities", "toronto") is "cities/toronto.en.yaml",
 * entryFile("cities", "toronto", "fr") "cities/toronto.fr.yaml", entryFile("reviewers", "dr-lee") "reviewers/dr-lee.yaml".
 */
export const entryFile = (collection: Collection, slug: string, language: Language = "en"): string =>
  translatedCollections.includes(collection) ? `${collection}/${slug}.${language}.yaml` : `${collection}/${slug}.yaml`

/** The collection, file-name slug and language of a path relative to data/ ("cities/toronto.fr.yaml"), if an entry's. */
export const entryOfFile = (relativePath: string): { collection: Collection; slug: string; language: Language } | undefined => {
  const match = FILE_NAME.exec(relativePath)
  if (!match || !match[1] || !isCollection(match[1])) return undefined
  const [, collection, slug, mark] = match as unknown as [string, Collection, string, Language | undefined]
  // a translated kind's file names its language; a reviewer's names none
  if (isTranslatedFolder(collection) !== (mark !== undefined)) return undefined
  return { collection, slug, language: mark ?? "en" }
}

/** Where words stand, for a check's message: the file under data/, and the entry when the file is one. */
export const whereIn = (relativePath: string): string => {
  const entry = entryOfFile(relativePath)
  return entry ? `data/${relativePath} (entry "${entry.slug}")` : `data/${relativePath}`
}

/**
 * What is wrong with the name of a file in a folder of data/ that the site would otherwise not read, and what to
 * rename it to: an English entry of a translated kind named the old way (services/uti.yaml, before the French site,
 * is services/uti.en.yaml), or a reviewer's file named for a language (a reviewer is one file in one language).
 * Content staff name files by hand, and a file the site silently leaves out would drop its page from the site.
 */
export const misnamedFileProblem = (relativePath: string): string | undefined => {
  const match = FILE_NAME.exec(relativePath)
  if (!match || !match[1] || !isCollection(match[1]) || entryOfFile(relativePath)) return undefined
  const [, collection, slug, mark] = match as unknown as [string, Collection, string, Language | undefined]
  if (mark === undefined)
    return `data/${relativePath}: an English entry's file is named <slug>.en.yaml, beside its French <slug>.fr.yaml: rename it to data/${entryFile(collection, slug)}`
  return `data/${relativePath}: a ${collection} entry is one file in one language, named <slug>.yaml: rename it to data/${entryFile(collection, slug)}`
}

/** The node type a file under data/ feeds ("site.yaml" → SiteYaml, "cities/toronto.fr.yaml" → CitiesYaml), or undefined. */
export const nodeTypeForFile = (relativePath: string): string | undefined =>
  singleFiles[englishFileOf(relativePath)] ?? collections[entryOfFile(relativePath)?.collection as Collection]

/**
 * A French file made whole: its translated fields over its English twin's shared ones (gatsby/content/translation.ts).
 * An English file, or one the site does not read, is returned as it is.
 */
export const withSharedFields = (relativePath: string, content: unknown, englishTwin: unknown): unknown => {
  const type = nodeTypeForFile(relativePath)
  if (languageOfFile(relativePath) === "en" || !type || !isMapping(content) || !isMapping(englishTwin)) return content
  return mergeTranslation(nodeTypes[type].fields, englishTwin, content)
}

/** Every file the site reads, relative to `dataDir`: the single files, then each folder's entries by file name. */
export const dataFileNames = (dataDir: string): string[] => [
  ...Object.keys(singleFiles)
    .flatMap((name) => [name, fileIn(name, "fr")])
    .filter((name) => existsSync(path.join(dataDir, name))),
  ...Object.keys(collections).flatMap((folder) =>
    existsSync(path.join(dataDir, folder))
      ? readdirSync(path.join(dataDir, folder))
          .filter((name) => name.endsWith(".yaml"))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [],
  ),
]

/**
 * YAML files under `dataDir` the site does not read, given the names it reads (`dataFileNames`; a misnamed entry's
 * file is read, and refused with its new name).
 */
export const unreadDataFiles = (dataDir: string, readNames: Iterable<string>): string[] => {
  const read = new Set(readNames)
  return readdirSync(dataDir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => /\.ya?ml$/.test(name) && !read.has(name))
    .sort()
}

/** The text of every file the site reads, by path relative to `dataDir`. */
export const readDataTexts = (dataDir: string): Record<string, string> =>
  Object.fromEntries(dataFileNames(dataDir).map((name) => [name, readFileSync(path.join(dataDir, name), "utf8")]))

/**
 * Parses a data file's text as the build does (YAML 1.2 core schema: dates stay text; a key twice is an error). Throws
 * the first syntax error, a YAMLParseError whose position `lineCounter` (if given) turns into a line and column.
 */
export function parseData(text: string, lineCounter?: LineCounter): unknown {
  const doc = parseDocument(text, { schema: "core", prettyErrors: false, lineCounter })
  if (doc.errors.length > 0) throw doc.errors[0]
  return doc.toJS()
}

/** data/ read once for a step that needs both: each file's text, and each file parsed, by path relative to `dir`. */
export interface DataSource {
  dir: string
  texts: Record<string, string>
  files: Record<string, unknown>
}

/** Each file's text parsed as the build parses it (parseData), by the same path. */
export const parseDataTexts = (texts: Record<string, string>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, parseData(text)]))

/** `dataDir` read and parsed once (a whole parse took 0.5 to 1 s at ten times the content, issue 60). */
export function readDataSource(dataDir: string): DataSource {
  const texts = readDataTexts(dataDir)
  return { dir: dataDir, texts, files: parseDataTexts(texts) }
}

/** Every file the site reads, parsed, by path relative to `dataDir`. */
export const readDataFiles = (dataDir: string): Record<string, unknown> => readDataSource(dataDir).files

type Yaml = Record<string, unknown>

/**
 * A folder's entries in one language from parsed files, by file name (never a list's visible order: see
 * src/lib/entry-lists.ts); a French entry made whole with its English twin's shared fields.
 */
export const collectionEntries = <T = Yaml>(
  files: Record<string, unknown>,
  collection: Collection,
  language: Language = "en",
): T[] =>
  Object.entries(files)
    .filter(([name, content]) => {
      const entry = entryOfFile(name)
      return entry?.collection === collection && entry.language === language && content && typeof content === "object"
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, content]) => withSharedFields(name, content, files[englishFileOf(name)]) as T)

/** data/ of a checkout (the working directory unless told). */
export const dataDirOf = (root = process.cwd()): string => path.join(root, "data")

/** data/site.yaml of a checkout, parsed. */
export const readSite = <T = Yaml>(root = process.cwd()): T =>
  parseData(readFileSync(path.join(dataDirOf(root), SITE_FILE), "utf8")) as T

/** One folder's entries of a checkout, parsed, by file name. */
export const readCollection = <T = Yaml>(collection: Collection, root = process.cwd()): T[] =>
  collectionEntries<T>(readDataFiles(dataDirOf(root)), collection)
