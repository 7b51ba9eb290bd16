// Two pages with the same search title or description: search results cannot tell them apart, which is what a copied
// entry looks like before its words are changed. A warning, as a too-long title is: the page is still correct.
import { languageOfFile } from "../content/data-files"

export const SEO_FIELDS = ["title", "description"] as const

export interface SharedSeo {
  field: (typeof SEO_FIELDS)[number]
  /** The files under data/ ("cities/toronto.en.yaml") whose entries give the same words, sorted. */
  files: string[]
}

/** Each title or description that two or more entries of one language share, with the files that share it. */
export function sharedSeo(files: Record<string, unknown>): SharedSeo[] {
  const holders = new Map<string, SharedSeo>()
  for (const [name, content] of Object.entries(files)) {
    const seo = content && typeof content === "object" ? (content as { seo?: unknown }).seo : undefined
    if (!seo || typeof seo !== "object") continue
    for (const field of SEO_FIELDS) {
      const text = (seo as Record<string, unknown>)[field]
      if (typeof text !== "string" || text.trim() === "") continue
      const key = JSON.stringify([languageOfFile(name), field, text.trim()])
      if (!holders.has(key)) holders.set(key, { field, files: [] })
      holders.get(key)!.files.push(name)
    }
  }
  return [...holders.values()]
    .filter((shared) => shared.files.length > 1)
    .map((shared) => ({ ...shared, files: shared.files.sort() }))
}

/** One warning for each title or description that entries share, naming every file. */
export const sharedSeoWarnings = (files: Record<string, unknown>): string[] =>
  sharedSeo(files).map(
    ({ field, files: names }) =>
      `${names.map((name) => `data/${name}`).join(", ")}: the same "seo.${field}"; search results could not tell these pages apart, so give each its own`,
  )
