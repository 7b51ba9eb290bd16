import { readFileSync } from "fs"
import yaml from "js-yaml"
import path from "path"

/** A data/ file as the build reads it. */
export const loadData = <T = unknown>(file: string): T =>
  yaml.load(readFileSync(path.join(__dirname, "..", "..", "data", file), "utf8")) as T

export type Entry = Record<string, unknown> & { slug: string }
