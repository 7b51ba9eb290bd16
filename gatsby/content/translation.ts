/**
 * Which fields of the content model are written per language and which once, and a French entry made whole from its
 * file and its English twin: the loader, the checks and the editor's configuration all read it from here.
 */
import { overEnglish } from "../../src/cms/entry-data"
import { type FieldSpec, type ObjectSpec, objectTypes } from "./content-model"

type Yaml = Record<string, unknown>

/** A YAML group of fields: an object, not a list. */
export const isMapping = (value: unknown): value is Yaml => !!value && typeof value === "object" && !Array.isArray(value)

/**
 * A field written in each language's file: one that says so, or holds words (text, or a group of them). A site path
 * is shared: it names the English route, and a French page links to its French twin where one exists
 * (src/lib/language.ts linkIn); in a list's item too, which takes it from the English item at its place.
 */
export const isTranslated = (spec: FieldSpec): boolean => {
  if (spec.i18n) return spec.i18n === "translate"
  switch (spec.kind) {
    case "string":
      return true
    case "object":
      return Object.values(objectTypes[spec.type]).some(isTranslated)
    case "list":
      return isTranslated(spec.of)
    default:
      return false
  }
}

/** The fields of a group, or of a list's item when the items are groups. */
const innerFields = (spec: FieldSpec): ObjectSpec | undefined => {
  const inner = spec.kind === "list" ? spec.of : spec
  return inner.kind === "object" ? objectTypes[inner.type] : undefined
}

/**
 * A translated group or list with shared fields somewhere inside (a hero's image file, a list item's icon or link):
 * its translation holds only the words, the rest being the English side's.
 */
const holdsShared = (spec: FieldSpec): boolean =>
  isTranslated(spec) && Object.values(innerFields(spec) ?? {}).some((field) => !isTranslated(field) || holdsShared(field))

/**
 * The entry a French file stands for: its translated fields over the English twin's shared ones. A list's item takes
 * the shared fields of the English item at its place, as the editor's French preview shows it (overEnglish).
 */
export function mergeTranslation(spec: ObjectSpec, english: Yaml, translation: Yaml): Yaml {
  const merged: Yaml = {}
  for (const [name, field] of Object.entries(spec)) {
    const [inEnglish, inTranslation] = [english[name], translation[name]]
    const value = !isTranslated(field)
      ? inEnglish
      : !holdsShared(field)
        ? inTranslation
        : field.kind === "object" && isMapping(inEnglish)
          ? mergeTranslation(objectTypes[field.type], inEnglish, isMapping(inTranslation) ? inTranslation : {})
          : field.kind === "list" && Array.isArray(inEnglish) && Array.isArray(inTranslation)
            ? overEnglish(inTranslation, inEnglish)
            : inTranslation
    if (value !== undefined) merged[name] = value
  }
  // kept for validation, which names a field the model does not know
  for (const [name, value] of Object.entries(translation)) if (!(name in spec)) merged[name] = value
  return merged
}

const isGiven = (value: unknown) => value !== undefined && value !== null

/**
 * What a French file lacks or has too much of against its English twin: every translated field the English entry
 * has (an untranslated one would leave the page half English), no shared field (it is written once, in English), and
 * in a list whose items hold shared fields, an item for each English item, whose shared fields it takes.
 */
export function translationProblems(spec: ObjectSpec, english: Yaml, translation: Yaml, prefix = ""): string[] {
  const problems: string[] = []
  for (const [name, field] of Object.entries(spec)) {
    const path = `${prefix}${name}`
    const [inEnglish, inTranslation] = [english[name], translation[name]]
    const inner = innerFields(field)
    if (!isTranslated(field)) {
      if (isGiven(inTranslation)) problems.push(`"${path}" is shared by both languages: write it in the English file only`)
    } else if (isGiven(inEnglish) && !isGiven(inTranslation))
      problems.push(`missing translated field "${path}" (the English file has it)`)
    else if (!holdsShared(field) || !inner) continue
    else if (isMapping(inEnglish) && isMapping(inTranslation))
      problems.push(...translationProblems(inner, inEnglish, inTranslation, `${path}.`))
    else if (Array.isArray(inEnglish) && Array.isArray(inTranslation)) {
      if (inEnglish.length !== inTranslation.length)
        problems.push(
          `"${path}" has ${inTranslation.length} items and the English file's ${inEnglish.length}: each French item translates the English item at its place, and takes its icon, picture or link`,
        )
      else
        inTranslation.forEach((item, index) => {
          const twin = inEnglish[index]
          if (isMapping(item) && isMapping(twin)) problems.push(...translationProblems(inner, twin, item, `${path}[${index}].`))
        })
    }
  }
  return problems
}
