/** A page's YAML entry (data/<folder>/<slug>.yaml), or an error that says which entry's file went missing. */
export const requireEntry = <T>(entry: T | null | undefined, folder: string, slug: string): T => {
  if (entry == null) throw new Error(`data/${folder}/${slug}.yaml is missing: the page at its route reads it`)
  return entry
}

/** data/interface.yaml's words, or an error that says the file went missing. */
export const requireInterface = <T>(text: T | null | undefined): T => {
  if (text == null) throw new Error("data/interface.yaml is missing: the interface reads its words from it")
  return text
}
