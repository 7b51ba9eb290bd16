// The options of `npm run bench:scale`, parsed by Node's own parser (unknown options are an error, not ignored).
import { parseArgs } from "node:util"

export interface ScaleOptions {
  /** How many times every medication, condition and city is there in the larger copy. */
  factor: number
  /** The block of bench/results.md (and key of bench/results.json) written. */
  section: string
  /** Make and check the copies, then stop before the first build. */
  dryRun: boolean
}

export function scaleOptions(args: string[]): ScaleOptions {
  const { values } = parseArgs({
    args,
    options: {
      factor: { type: "string", default: "10" },
      section: { type: "string", default: "scale" },
      "dry-run": { type: "boolean", default: false },
    },
  })
  const factor = Number(values.factor)
  if (!Number.isInteger(factor) || factor < 2) throw new Error(`--factor ${values.factor}: give a whole number of 2 or more`)
  return { factor, section: values.section, dryRun: values["dry-run"] }
}
