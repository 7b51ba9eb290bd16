/**
 * The one reader of data/: which file feeds which node type, and the files read and parsed. data/site.yaml is one
 * mapping; every other kind of content is a folder with one file per entry (data/services/uti.yaml), named after the
 * entry's slug, because a web editor (Decap CMS) can only edit a file that holds one entry; a French twin beside it,
 * <slug>.fr.yaml (data/site.fr.yaml, data/interface.fr.yaml), holds the translated fields. The build (the nodes of
 * gatsby/node/validate-content.ts), the content and launch checks, the post-build site check and the tests all
 * read data/ through this module.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

import { type Language } from "../../src/lib/language"
import { nodeTypes } from "./content-model"
import { mergeTranslation } from "./translation"

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

/** The language a file under data/ is written in: "services/uti.fr.yaml" is French, "services/uti.yaml" English. */
export const languageOfFile = (relativePath: string): Language => (FRENCH_FILE.test(relativePath) ? "fr" : "en")

/** A file's name in a language: fileIn("cities/toronto.yaml", "fr") is "cities/toronto.fr.yaml". */
export const fileIn = (englishFile: string, language: Language): string =>
  language === "en" ? englishFile : englishFile.replace(/\.yaml$/, `.${language}.yaml`)

/** The English twin of a file: "cities/toronto.fr.yaml" → "cities/toronto.yaml" (an English file is its own). */
export const englishFileOf = (relativePath: string): string => relativePath.replace(FRENCH_FILE, ".yaml")

/** The file an entry lives in, relative to data/: entryFile("cities", "toronto") is "cities/toronto.yaml". */
export const entryFile = (collection: Collection, slug: string, language: Language = "en"): string =>
  fileIn(`${collection}/${slug}.yaml`, language)

/** The collection, file-name slug and language of a path relative to data/ ("cities/toronto.fr.yaml"), if an entry's. */
export const entryOfFile = (relativePath: string): { collection: Collection; slug: string; language: Language } | undefined => {
  const match = /^([^/]+)\/([^/.]+)\.yaml$/.exec(englishFileOf(relativePath))
  if (!match || !isCollection(match[1])) return undefined
  const language = languageOfFile(relativePath)
  return language === "fr" && !translatedCollections.includes(match[1])
    ? undefined
    : { collection: match[1], slug: match[2], language }
}

/** The node type a file under data/ feeds ("site.yaml" → SiteYaml, "cities/toronto.fr.yaml" → CitiesYaml), or undefined. */
export const nodeTypeForFile = (relativePath: string): string | undefined =>
  singleFiles[englishFileOf(relativePath)] ?? collections[entryOfFile(relativePath)?.collection as Collection]

/**
 * The node gatsby-transformer-yaml is given for a French file: the whole entry (its words over its English twin's
 * shared fields) as a YAML document of its own, so the transformer makes the entry's node as it does an English file's
 * (gatsby/node/validate-content.ts creates it).
 */
export const WHOLE_TRANSLATION_NODE = "WholeTranslation"

/** What the transformer makes of a French file as read: only the loader's input, no page reads it. */
export const TRANSLATION_FILE_TYPE = "TranslationFileYaml"

const pascalCase = (name: string) => name.replace(/(^|[-_. ])(\w)/g, (_, _sep: string, letter: string) => letter.toUpperCase())

/**
 * gatsby-transformer-yaml's typeName: an English file, or a French one made whole, to its kind's type
 * (cities/toronto.yaml → CitiesYaml); a French file as read to TRANSLATION_FILE_TYPE; a file the site does not read
 * keeps a name of its own (validate-content warns about it).
 */
export const yamlNodeType = (node: { internal: { type: string }; relativePath?: string; name?: string }): string => {
  const file = node.relativePath ?? ""
  if (node.internal.type !== WHOLE_TRANSLATION_NODE && languageOfFile(file) !== "en" && nodeTypeForFile(file))
    return TRANSLATION_FILE_TYPE
  return nodeTypeForFile(file) ?? `${pascalCase(node.name ?? "")}Yaml`
}

/**
 * A French file made whole: its translated fields over its English twin's shared ones (gatsby/content/translation.ts).
 * An English file, or one the site does not read, is returned as it is.
 */
export const withSharedFields = (relativePath: string, content: unknown, englishTwin: unknown): unknown => {
  const type = nodeTypeForFile(relativePath)
  const isMapping = (value: unknown): value is Record<string, unknown> =>
    !!value && typeof value === "object" && !Array.isArray(value)
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

/** The text of every file the site reads, by path relative to `dataDir`. */
export const readDataTexts = (dataDir: string): Record<string, string> =>
  Object.fromEntries(dataFileNames(dataDir).map((name) => [name, readFileSync(path.join(dataDir, name), "utf8")]))

/** Parses a data file's text as the build does (YAML 1.2 core schema: dates stay text). Throws on a syntax error. */
export const parseData = (text: string): unknown => yaml.load(text, { schema: yaml.CORE_SCHEMA })

/** Every file the site reads, parsed, by path relative to `dataDir`. */
export const readDataFiles = (dataDir: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(readDataTexts(dataDir)).map(([name, text]) => [name, parseData(text)]))

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

/**
 * The files of one language, each by its English name ("services/uti.yaml"): English as they are, French made whole;
 * an English file without a French twin is left out of French.
 */
export const filesIn = (files: Record<string, unknown>, language: Language): Record<string, unknown> =>
  language === "en"
    ? Object.fromEntries(Object.entries(files).filter(([name]) => languageOfFile(name) === "en"))
    : Object.fromEntries(
        Object.entries(files)
          .filter(([name]) => languageOfFile(name) === language && nodeTypeForFile(name))
          .map(([name, content]) => [englishFileOf(name), withSharedFields(name, content, files[englishFileOf(name)])]),
      )

/** data/ of a checkout (the working directory unless told). */
export const dataDirOf = (root = process.cwd()): string => path.join(root, "data")

/** data/site.yaml of a checkout, parsed. */
export const readSite = <T = Yaml>(root = process.cwd()): T =>
  parseData(readFileSync(path.join(dataDirOf(root), SITE_FILE), "utf8")) as T

/** One folder's entries of a checkout, parsed, by file name. */
export const readCollection = <T = Yaml>(collection: Collection, root = process.cwd()): T[] =>
  collectionEntries<T>(readDataFiles(dataDirOf(root)), collection)
