// The editor at /admin (Decap CMS): its own bundle, built by gatsby/node/cms.ts; no public page loads it.
import CMS from "decap-cms-app"
import { Helmet } from "react-helmet"
import { previews } from "./previews"
// emitted as /admin/cms.css, the style sheet Decap gives every preview frame
import "./preview.css"
import type { CmsCollection } from "./cms-config-types"
import { cmsConfig, fileTexts } from "./built-in-data"
import { arrivedEntryTexts, loadEntryTexts } from "./fetched-data"
import { registerWidgets } from "./widgets"
import { frenchFileData } from "./french-side"
import { parseYaml, toYaml } from "./yaml-format"
import { EDITOR_LOCALE, EDITOR_STYLE, editorPhrases } from "./editor-words"

// The screens' <Seo> would retitle the editor's own page and fill its head with the previewed page's tags.
Helmet.canUseDOM = false

CMS.registerLocale(EDITOR_LOCALE, editorPhrases)
const editorStyle = document.createElement("style")
editorStyle.textContent = EDITOR_STYLE
document.head.append(editorStyle)

for (const [collection, template] of Object.entries(previews)) CMS.registerPreviewTemplate(collection, template as never)
registerWidgets(cmsConfig().collections)

type Data = Record<string, unknown>
type CollectionFile = NonNullable<CmsCollection["files"]>[number]

/** Keys one value set has and the other lacks, both ways. */
const keysApart = (data: Data, text = "") => {
  const have = Object.keys(data)
  const other = Object.keys(parseYaml(text))
  return have.filter((key) => !other.includes(key)).length + other.filter((key) => !have.includes(key)).length
}

/**
 * Which of a file collection's files `data` is (Decap hands the format the values, not the file): the one whose keys
 * as built are nearest, the first on a tie. The French file holds no shared field (site.fr.yaml has no phone, no
 * hours), and interface.fr.yaml has the `confirmed` interface.yaml lacks. A wrong pick costs the file's comments, never
 * a value: the values written are always `data`'s (yaml-format.ts).
 */
const fileOf = (files: ReadonlyArray<CollectionFile>, data: Data): CollectionFile =>
  files.reduce((best, file) => (keysApart(data, fileTexts()[file.file]) < keysApart(data, fileTexts()[best.file]) ? file : best))

// Each collection's files written over the file as it was: comments, blank lines and quoting kept (yaml-format.ts).
for (const collection of cmsConfig().collections) {
  // Decap writes an entry's languages one after the other, English first (getI18nFiles, and the local backup, go
  // through the locales in order): a French file has no slug of its own (the slug is shared, in English only), so it
  // is the twin of the English file written just before it.
  let lastSlug: string | undefined
  // an entry's texts are fetched before its save (below); had they not come, it is written plainly, every value kept
  const texts = (slug: string | undefined) => (slug === undefined ? undefined : arrivedEntryTexts(collection.name, slug))
  const entryFile = (data: Data): string => {
    if (typeof data.slug === "string") {
      lastSlug = data.slug
      return toYaml(data, texts(data.slug)?.en, collection.fields)
    }
    // the French file: its translated values alone (french-side.ts)
    const french = frenchFileData(data, collection.fields ?? [])
    return toYaml(french, texts(lastSlug)?.fr, collection.fields)
  }
  const oneOfFiles = (files: ReadonlyArray<CollectionFile>, data: Data): string => {
    const file = fileOf(files, data)
    return toYaml(data, fileTexts()[file.file], file.fields)
  }
  CMS.registerCustomFormat(collection.format!, "yaml", {
    fromFile: parseYaml,
    toFile: (data: Data) => (collection.files ? oneOfFiles(collection.files, data) : entryFile(data)),
  })
}

// Decap awaits this before it writes an entry's files (persistEntry): the entry's texts as built, for the format above
// to keep the files' comments and layout. A new entry has none; a fetch that fails leaves the save to write plainly.
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: { get: (key: string) => unknown } }) => {
    const collection = String(entry.get("collection"))
    if (entry.get("newRecord") || !cmsConfig().collections.find((each) => each.name === collection)?.folder) return
    await loadEntryTexts(collection, String(entry.get("slug"))).catch((error: Error) =>
      console.warn("The entry's files as built did not load; it is saved without their comments:", error.message),
    )
  },
} as never)

// Decap refuses a save whose fields it finds wanting by rejecting with no reason, once it has said why (its message,
// the fields marked in red); nothing the editor does rejects so otherwise, and the refusal is no error of the page.
window.addEventListener("unhandledrejection", (event) => {
  if (event.reason === undefined) event.preventDefault()
})

CMS.init({ config: { ...cmsConfig(), locale: EDITOR_LOCALE } as never })
