/**
 * Which fields of the content model are written per language and which once, and a French entry made whole from its
 * file and its English twin: the loader, the checks and the editor's configuration all read it from here.
 */
import { type FieldSpec, type ObjectSpec, objectTypes } from "./content-model"

type Yaml = Record<string, unknown>

/** A YAML group of fields: an object, not a list. */
export const isMapping = (value: unknown): value is Yaml => !!value && typeof value === "object" && !Array.isArray(value)

/**
 * A field written in each language's file: one that says so, or holds words (text, or a group of them). A site path
 * is shared: it names the English route, and a French page links to its French twin where one exists
 * (src/lib/language.ts linkIn); a list is translated whole, its paths with it.
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

/**
 * A translated group with shared fields somewhere inside, outside lists (a hero's image file, a link's path): its
 * translation holds only the words.
 */
const isMixedObject = (spec: FieldSpec): spec is Extract<FieldSpec, { kind: "object" }> =>
  spec.kind === "object" &&
  isTranslated(spec) &&
  Object.values(objectTypes[spec.type]).some((field) => !isTranslated(field) || isMixedObject(field))

/** The entry a French file stands for: its translated fields over the English twin's shared ones. */
export function mergeTranslation(spec: ObjectSpec, english: Yaml, translation: Yaml): Yaml {
  const merged: Yaml = {}
  for (const [name, field] of Object.entries(spec)) {
    const value = !isTranslated(field)
      ? english[name]
      : isMixedObject(field) && isMapping(english[name])
        ? mergeTranslation(objectTypes[field.type], english[name], isMapping(translation[name]) ? translation[name] : {})
        : translation[name]
    if (value !== undefined) merged[name] = value
  }
  // kept for validation, which names a field the model does not know
  for (const [name, value] of Object.entries(translation)) if (!(name in spec)) merged[name] = value
  return merged
}

/**
 * What a French file lacks or has too much of against its English twin: every translated field the English entry
 * has (an untranslated one would leave the page half English), and no shared field (it is written once, in English).
 */
export function translationProblems(spec: ObjectSpec, english: Yaml, translation: Yaml, prefix = ""): string[] {
  const problems: string[] = []
  for (const [name, field] of Object.entries(spec)) {
    const path = `${prefix}${name}`
    const has = translation[name] !== undefined && translation[name] !== null
    if (!isTranslated(field)) {
      if (has) problems.push(`"${path}" is shared by both languages: write it in the English file only`)
    } else if (english[name] !== undefined && english[name] !== null && !has)
      problems.push(`missing translated field "${path}" (the English file has it)`)
    else if (isMixedObject(field) && isMapping(english[name]) && isMapping(translation[name]))
      problems.push(...translationProblems(objectTypes[field.type], english[name], translation[name], `${path}.`))
  }
  return problems
}
