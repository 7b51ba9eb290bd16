import path from "path"

import {
  type Collection,
  collectionEntries,
  dataDirOf,
  type DataSource,
  entryFile,
  languageOfFile,
  readDataTexts,
  SITE_FILE,
} from "../../gatsby/content/data-files"
import { contentEntries } from "../../gatsby/content/load-content"
import { pageFrameData } from "../../gatsby/content/page-frame-data"
import type { Language } from "../../src/lib/language"
import { queriedSite } from "../../src/lib/queried-site"
import { parsedDataFiles } from "./parsed-data-cache"
import { sampleFiles } from "./sampled-content"

// __filename, not __dirname: tsx gives an ES module that imports this file (the benchmark) only the former.
const root = path.join(path.dirname(__filename), "..", "..")

let parsed: Record<string, unknown> | undefined

/**
 * Every file of data/ the site reads, parsed once a run (parsedDataFiles) and read once a test file, and never handed
 * out: each loader below gives a fresh copy of only what it is asked for, for a test to change. A copy of all of data/
 * a call cost some 15 ms at ten times the content, so a page's check that read one file that way grew with the pages
 * twice over (built-site.test.ts read site.yaml for each of 546 pages).
 */
const readData = (): Record<string, unknown> =>
  (parsed ??= parsedDataFiles(dataDirOf(root), path.join(root, ".cache", "parsed-data")))

const copyOf = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

/** Every file of data/ the site reads, parsed, by path under data/ ("site.yaml", "cities/toronto.en.yaml"). */
export const loadDataFiles = (): Record<string, unknown> => copyOf(readData())

/** data/ as a build step reads it once (readDataSource): its texts, and a fresh copy of them parsed. */
export const loadDataSource = (): DataSource => ({
  dir: dataDirOf(root),
  texts: readDataTexts(dataDirOf(root)),
  files: loadDataFiles(),
})

/** One file of data/ by its path under data/ ("pages/home.fr.yaml"), parsed: a fresh copy of that file alone. */
export const loadDataFile = <T = Record<string, unknown>>(file: string): T => copyOf(readData()[file]) as T

/**
 * data/'s files as loadDataFiles gives them, cut to one entry of each kind of the growing folders and the entries of the
 * `named` files (sampleFiles): for a test that plants a mistake and asks for the one problem it makes, whose answer is
 * the same at any number of entries (issue 60). A fresh copy, for the test to change.
 */
export const loadSampledDataFiles = (named: ReadonlyArray<string> = []): Record<string, unknown> =>
  copyOf(sampleFiles(readData(), named))

/** The first file of a folder of data/ (by the order `files` lists them) written in `language`: "services/uti.en.yaml". */
export const firstFileIn = (files: Record<string, unknown>, folder: string, language: Language = "en"): string => {
  const file = Object.keys(files).find((name) => name.startsWith(`${folder}/`) && languageOfFile(name) === language)
  if (!file) throw new Error(`data/${folder}/ has no file in ${language}`)
  return file
}

/** The first file of a folder of data/ written in `language` (firstFileIn of all of data/), found without a copy of it. */
export const firstDataFile = (folder: string, language: Language = "en"): string => firstFileIn(readData(), folder, language)

/** data/site.yaml as the build reads it. */
export const loadSite = <T = Record<string, unknown>>(): T => copyOf(readData()[SITE_FILE]) as T

/** One folder's entries (data/cities/*.en.yaml) as the build reads them, by file name: not the order lists show. */
export const loadEntries = <T = Entry>(collection: Collection): T[] => copyOf(collectionEntries<T>(readData(), collection))

/** The entry of data/<collection>/<slug>.en.yaml (a reviewer's: <slug>.yaml). */
export const loadEntry = <T = Entry>(collection: Collection, slug: string): T => {
  const entry = loadEntries<Entry>(collection).find((candidate) => candidate.slug === slug)
  if (!entry) throw new Error(`data/${entryFile(collection, slug)} does not exist`)
  return entry as T
}

/** data/site.yaml as the site's GraphQL gives it: the one phone field with its tel: link and E.164 form, the hours in words. */
export const siteData = <T = Record<string, unknown>>(): T => queriedSite<T>(loadSite())

export type Entry = Record<string, unknown> & { slug: string }

/** data/interface.yaml: the interface's words, for tests to find what they expect where an editor writes it. */
export const interfaceText = () => copyOf(readData()["interface.yaml"]) as Queries.InterfaceYaml

/** The interface's words in `language`: data/interface.fr.yaml holds every one in French. */
export const interfaceTextIn = (language: Language) =>
  copyOf(readData()[language === "fr" ? "interface.fr.yaml" : "interface.yaml"]) as Queries.InterfaceYaml

let entries: ReturnType<typeof contentEntries> | undefined

/** The words around a page, as its query's PageFrame fragment gives them (English unless told); not to be changed. */
export const pageFrame = (language: Language = "en") => ({
  language,
  data: pageFrameData((entries ??= contentEntries(loadDataFiles())), language),
})
