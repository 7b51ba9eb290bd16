/** A page's YAML entry (data/<folder>/<slug>.yaml), or an error that says which entry's file went missing. */
export const requireEntry = <T>(entry: T | null | undefined, folder: string, slug: string): T => {
  if (entry == null) throw new Error(`data/${folder}/${slug}.yaml is missing: the page at its route reads it`)
  return entry
}
