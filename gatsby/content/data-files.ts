/**
 * The one reader of data/: which file feeds which node type, and the files read and parsed. data/site.yaml is one
 * mapping; every other kind of content is a folder with one file per entry (data/services/uti.yaml), named after the
 * entry's slug, because a web editor (Decap CMS) can only edit a file that holds one entry. The build (through
 * gatsby-transformer-yaml's typeName), the content and launch checks, the post-build site check and the tests all
 * read data/ through this module.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

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

/** The file an entry lives in, relative to data/: entryFile("cities", "toronto") is "cities/toronto.yaml". */
export const entryFile = (collection: Collection, slug: string): string => `${collection}/${slug}.yaml`

/** The collection and file-name slug of a path relative to data/ ("cities/toronto.yaml"), if it is an entry's file. */
export const entryOfFile = (relativePath: string): { collection: Collection; slug: string } | undefined => {
  const match = /^([^/]+)\/([^/]+)\.yaml$/.exec(relativePath)
  return match && isCollection(match[1]) ? { collection: match[1], slug: match[2] } : undefined
}

/** The node type a file under data/ feeds ("site.yaml" → SiteYaml, "cities/toronto.yaml" → CitiesYaml), or undefined. */
export const nodeTypeForFile = (relativePath: string): string | undefined =>
  singleFiles[relativePath] ?? collections[entryOfFile(relativePath)?.collection as Collection]

/** Every file the site reads, relative to `dataDir`: the single files, then each folder's entries by file name. */
export const dataFileNames = (dataDir: string): string[] => [
  ...Object.keys(singleFiles).filter((name) => existsSync(path.join(dataDir, name))),
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

/** A folder's entries from parsed files, by file name (never a list's visible order: see src/lib/entry-lists.ts). */
export const collectionEntries = <T = Yaml>(files: Record<string, unknown>, collection: Collection): T[] =>
  Object.entries(files)
    .filter(([name, content]) => entryOfFile(name)?.collection === collection && content && typeof content === "object")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, content]) => content as T)

/** data/ of a checkout (the working directory unless told). */
export const dataDirOf = (root = process.cwd()): string => path.join(root, "data")

/** data/site.yaml of a checkout, parsed. */
export const readSite = <T = Yaml>(root = process.cwd()): T =>
  parseData(readFileSync(path.join(dataDirOf(root), SITE_FILE), "utf8")) as T

/** One folder's entries of a checkout, parsed, by file name. */
export const readCollection = <T = Yaml>(collection: Collection, root = process.cwd()): T[] =>
  collectionEntries<T>(readDataFiles(dataDirOf(root)), collection)
