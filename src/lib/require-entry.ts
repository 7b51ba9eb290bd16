/** A page's YAML entry, or an error that says which entry went missing. */
export const requireEntry = <T>(entry: T | null | undefined, file: string, slug: string): T => {
  if (entry == null) throw new Error(`${file} has no entry with slug "${slug}"`)
  return entry
}
