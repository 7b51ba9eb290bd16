/**
 * A page's YAML entry (data/<folder>/<slug>.en.yaml, with its <slug>.fr.yaml for a French page), or an error that says
 * which entry's file went missing. Every folder a page reads is a translated kind, named as entryFile in
 * gatsby/content/data-files.ts names it; this module ships to the browser, which cannot load that one.
 */
export const requireEntry = <T>(entry: T | null | undefined, folder: string, slug: string): T => {
  if (entry == null) throw new Error(`data/${folder}/${slug}.en.yaml is missing: the page at its route reads it`)
  return entry
}

/** data/interface.yaml's words, or an error that says the file went missing. */
export const requireInterface = <T>(text: T | null | undefined): T => {
  if (text == null) throw new Error("data/interface.yaml is missing: the interface reads its words from it")
  return text
}
