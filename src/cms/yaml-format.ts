/**
 * How the editor reads and writes a file of data/ (registered for every collection in src/cms/cms.tsx), and how
 * `scripts/format-data.mts` rewrites data/ once in the same output. Decap's own YAML format writes a file afresh from
 * its values: every comment of data/site.yaml and data/interface.yaml was lost on the first save (Decap 3.6 looks field
 * comments up through `collection.fields`, which a file collection lacks) and a hand-written file was rewritten whole.
 * This format lays the saved values over the file as it was (the editor carries data/'s texts from its build): every
 * comment, blank line and quoting stays where it was, and only what the editor changed changes.
 */
import YAML from "yaml"
import { Collection, Pair, Scalar, YAMLMap, YAMLSeq } from "yaml/types"
import type { Node } from "yaml/types"

// A long sentence, or a list written [on, one, line], stays on one line: a word changed in it changes that line, not
// the lines a re-fold would move.
YAML.scalarOptions.str.fold.lineWidth = 0
;(Collection as unknown as { maxFlowStringSingleLineLength: number }).maxFlowStringSingleLineLength = Infinity

type Data = Record<string, unknown>

const isGroup = (value: unknown): value is Data =>
  !!value && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)

const keyOf = (pair: Pair): string => String(pair.key instanceof Scalar ? pair.key.value : pair.key)

/** `node` (null for a value the file did not have) changed to hold `value`, keeping what the file wrote around it. */
function laidOver(node: Node | null | undefined, value: unknown): Node {
  if (isGroup(value)) {
    if (!(node instanceof YAMLMap)) return YAML.createNode(value) as Node
    const pairs = new Map(node.items.map((pair: Pair) => [keyOf(pair), pair]))
    node.items = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .map(([key, inner]) => {
        const pair = pairs.get(key) ?? new Pair(new Scalar(key))
        pair.value = laidOver(pair.value as Node | null, inner)
        return pair
      })
    return node
  }
  if (Array.isArray(value)) {
    if (!(node instanceof YAMLSeq)) return YAML.createNode(value) as Node
    node.items = value.map((inner, index) => laidOver(node.items[index] as Node | undefined, inner))
    return node
  }
  if (node instanceof Scalar && !(value instanceof Date)) {
    // the same scalar keeps its quoting and its comments; a new value takes them too, the writer quotes where it must
    node.value = value
    return node
  }
  return YAML.createNode(value) as Node
}

/** A file's values, as the editor reads them. */
export const parseYaml = (text: string): Data => (YAML.parseDocument(text).toJSON() ?? {}) as Data

/** `data` written as YAML over `original` (the file as it was, or "" for a new one). */
export function toYaml(data: Data, original = ""): string {
  const doc = YAML.parseDocument(original)
  doc.contents = laidOver(doc.contents as Node | null, data) as typeof doc.contents
  return String(doc)
}
