// Issue 60's content at N times: every medication, condition and city copied with a new slug, French slug, name and
// titles in both languages, written beside the originals in a copy's data/, so a build or check reads it as real content.
import { readdirSync, readFileSync, writeFileSync } from "fs"
import path from "path"
import { parse } from "yaml"

import { type Collection, entryFile } from "../../gatsby/content/data-files"
import { BRAND_NAMES } from "../../src/lib/brand-names"

/** The folders whose entries the clinic adds to. */
export const GROWING = ["medications", "conditions", "cities"] as const satisfies ReadonlyArray<Collection>

/** The fields that name an entry; its titles and text say the same names, so they change with them. */
const NAME_FIELDS = ["name", "shortName", "city"]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The names an entry's files give it, longest first so "Erectile Dysfunction (ED)" is renamed before "Erectile Dysfunction". */
const namesIn = (...texts: string[]): string[] =>
  [...new Set(texts.flatMap((text) => NAME_FIELDS.map((field) => (parse(text) ?? {})[field])))]
    .filter((name): name is string => typeof name === "string" && name !== "")
    .sort((a, b) => b.length - a.length)

/** The brand a medication's address is (/medications/viagra), which its name may show and its copies' may not. */
const brandOf = (slug: string): string | undefined =>
  BRAND_NAMES.flatMap((drug) => drug.brands).find((brand) => brand.toLowerCase() === slug)

/**
 * An entry's file as its copy number `n`: slugs end in -n, and each whole name, in any case ("l'infection urinaire"),
 * is followed by n, except in an address (www.toronto.ca). A brand that stands in the name because it is the page's
 * address ("Sildenafil (Viagra)") is left out, as src/lib/wording-rules.ts asks of a page at any other address.
 */
export function copyText(text: string, names: ReadonlyArray<string>, n: number, slug: string): string {
  const brand = brandOf(slug)
  const unbrand = (value: string) => (brand ? value.replace(new RegExp(` \\(${brand}\\)`, "gi"), "") : value)
  const unbranded = [...new Set(names.map(unbrand))]
  const named = new RegExp(`(?<![\\p{L}\\p{N}./@-])(${unbranded.map(escape).join("|")})(?![\\p{L}\\p{N}/-])`, "giu")
  // slugs first: a name is not renamed where a hyphen follows it (acne-2)
  return unbrand(text)
    .replace(/^(slug|frenchSlug): *(["']?)([\w-]+)\2 *$/gm, `$1: $3-${n}`)
    .replace(named, `$1 ${n}`)
}

/**
 * Writes `factor` - 1 copies of every English entry of GROWING in `dataDir` and of its French twin, as
 * <slug>-<n>.en.yaml and <slug>-<n>.fr.yaml, n from 2 on, skipping a number whose slug or French slug an entry has
 * already (data that holds copies: acne-2 is taken, so acne's copies start at 11 there); returns how many entries each
 * folder then holds.
 */
export function multiplyContent(dataDir: string, factor: number): Record<(typeof GROWING)[number], number> {
  const counts = { medications: 0, conditions: 0, cities: 0 }
  for (const folder of GROWING) {
    const slugs = readdirSync(path.join(dataDir, folder))
      .filter((name) => name.endsWith(".en.yaml"))
      .map((name) => name.replace(/\.en\.yaml$/, ""))
    const texts = slugs.map((slug) =>
      (["en", "fr"] as const).map((language) => readFileSync(path.join(dataDir, entryFile(folder, slug, language)), "utf8")),
    )
    const frenchSlugs = slugs.map((slug, i) => {
      const [en, fr] = texts[i]
      return String((parse(en) ?? {}).frenchSlug ?? (parse(fr) ?? {}).frenchSlug ?? slug)
    })
    const taken = new Set(slugs)
    const takenFrench = new Set(frenchSlugs)
    slugs.forEach((slug, i) => {
      const [en, fr] = texts[i]
      const names = namesIn(en, fr)
      // with no name to number, the copies would repeat the original's titles
      if (names.length === 0)
        throw new Error(`data/${entryFile(folder, slug)}: no ${NAME_FIELDS.join(" or ")} to give its copies`)
      const frenchSlug = frenchSlugs[i]
      for (let copies = 1, n = 2; copies < factor; n++) {
        if (taken.has(`${slug}-${n}`) || takenFrench.has(`${frenchSlug}-${n}`)) continue
        taken.add(`${slug}-${n}`)
        takenFrench.add(`${frenchSlug}-${n}`)
        writeFileSync(path.join(dataDir, entryFile(folder, `${slug}-${n}`)), copyText(en, names, n, slug))
        writeFileSync(path.join(dataDir, entryFile(folder, `${slug}-${n}`, "fr")), copyText(fr, names, n, slug))
        copies++
      }
    })
    counts[folder] = slugs.length * factor
  }
  return counts
}
