// Five-word runs: how much of one page's text another repeats (issue 14: city pages, not one page with the name swapped).
/**
 * Every run of `size` consecutive words, lower-cased and without punctuation. `ownName` (a city's name) is read as
 * one placeholder word, so a sentence copied from city to city with only the name changed still counts as shared.
 */
export const wordRuns = (text: string, ownName = "", size = 5): Set<string> => {
  let normal = text.toLowerCase().replace(/[’']/g, "")
  if (ownName) normal = normal.split(ownName.toLowerCase()).join(" cityname ")
  const words = normal.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const runs = new Set<string>()
  for (let i = 0; i + size <= words.length; i++) runs.add(words.slice(i, i + size).join(" "))
  return runs
}

/** The share of the smaller page's runs that the other page also has (0 to 1): the stricter of the two directions. */
export const sharedShare = (a: Set<string>, b: Set<string>): number => {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a]
  if (small.size === 0) return 0
  let common = 0
  for (const run of small) if (large.has(run)) common++
  return common / small.size
}
