/** A page's YAML entry, or an error that says which entry went missing. */
export const requireEntry = <T>(entry: T | null | undefined, file: string, slug: string): T => {
  if (entry == null) throw new Error(`${file} has no entry with slug "${slug}"`)
  return entry
}

/** data/interface.yaml's words, or an error that says the file went missing. */
export const requireInterface = <T>(text: T | null | undefined): T => {
  if (text == null) throw new Error("data/interface.yaml is missing: the interface reads its words from it")
  return text
}
