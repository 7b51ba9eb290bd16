/**
 * How the editor reads and writes a file of data/ (registered for every collection in src/cms/cms.tsx), and how
 * `scripts/format-data.mts` rewrites data/ once in the same output. Decap's own YAML format writes a file afresh from
 * its values: every comment of data/site.yaml and data/interface.yaml was lost on the first save (Decap 3.6 looks field
 * comments up through `collection.fields`, which a file collection lacks) and a hand-written file was rewritten whole.
 * This format lays the saved values over the file as it was (the editor carries data/'s texts from its build): every
 * comment, blank line and quoting stays where it was, and only what the editor changed changes.
 */
import { Document, isMap, isScalar, isSeq, type Node, Pair, parseDocument, Scalar, YAMLMap, YAMLSeq } from "yaml"

import type { CmsField } from "./cms-config-types"

// A long sentence, or a list written [on, one, line], stays on one line: a word changed in it changes that line, not
// the lines a re-fold would move.
const WRITE_OPTIONS = { lineWidth: 0 } as const

type Data = Record<string, unknown>

const isGroup = (value: unknown): value is Data =>
  !!value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)

const keyOf = (pair: Pair): string => String(isScalar(pair.key) ? pair.key.value : pair.key)

/** Where a field stands among its group's fields (a key the editor has no field for: after them). */
const rank = (fields: ReadonlyArray<CmsField>, key: string): number => {
  const index = fields.findIndex((field) => field.name === key)
  return index === -1 ? fields.length : index
}

/** The fields inside a group's or a list's field, for the level below it. */
const innerFields = (field: CmsField | undefined): CmsField[] => field?.fields ?? (field?.field ? [field.field] : [])

/**
 * `node` (null for a value the file did not have) changed to hold `value`, keeping what the file wrote around it. The
 * file's keys keep the file's order (Decap hands over the values in no reliable order: an Immutable map of more than
 * 8 keys forgets it); a key the file did not have goes after them, in the order of the editor's `fields`.
 */
function laidOver(node: unknown, value: unknown, fields: ReadonlyArray<CmsField>): Node {
  if (isGroup(value)) {
    const map: YAMLMap = isMap(node) ? node : new YAMLMap()
    const pairs = new Map((map.items as Pair[]).map((pair) => [keyOf(pair), pair]))
    const present = Object.keys(value).filter((key) => value[key] !== undefined)
    const kept = [...pairs.keys()].filter((key) => present.includes(key))
    const added = present.filter((key) => !pairs.has(key)).sort((a, b) => rank(fields, a) - rank(fields, b))
    map.items = [...kept, ...added].map((key) => {
      const pair = pairs.get(key) ?? new Pair(new Scalar(key))
      const field = fields.find((candidate) => candidate.name === key)
      pair.value = laidOver(pair.value, value[key], innerFields(field))
      return pair
    })
    return map
  }
  if (Array.isArray(value)) {
    const seq: YAMLSeq = isSeq(node) ? node : new YAMLSeq()
    // a list of groups has the group's fields; a list of values, its one field
    const itemFields = fields.length === 1 && fields[0].name === "item" ? innerFields(fields[0]) : fields
    seq.items = value.map((inner, index) => laidOver(seq.items[index], inner, itemFields))
    return seq
  }
  if (isScalar(node) && !(value instanceof Date)) {
    // the same scalar keeps its quoting and its comments; a new value takes them too, the writer quotes where it must
    node.value = value
    return node
  }
  return new Document().createNode(value)
}

/** A file's values, as the editor reads them. */
export const parseYaml = (text: string): Data => (parseDocument(text).toJS() ?? {}) as Data

/**
 * `data` written as YAML over `original` (the file as it was, or "" for a new one); `fields` (the collection's, in the
 * editor's configuration) order the keys the file did not have.
 */
export function toYaml(data: Data, original = "", fields: ReadonlyArray<CmsField> = []): string {
  const doc = parseDocument(original)
  doc.contents = laidOver(doc.contents as Node | null, data, fields) as typeof doc.contents
  return doc.toString(WRITE_OPTIONS)
}
