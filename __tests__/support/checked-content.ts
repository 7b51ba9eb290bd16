import { existsSync, readdirSync } from "fs"
import path from "path"

import { checkContent, type ContentReport } from "../../gatsby/checks/content-check"
import { readDataTexts } from "../../gatsby/content/data-files"
import { sampleTexts } from "./sampled-content"

const root = path.join(__dirname, "..", "..")
const pageFiles = readdirSync(path.join(root, "src", "pages"))
const isStaticFile = (sitePath: string) => existsSync(path.join(root, "static", sitePath))

/**
 * npm run check:content's report on data/'s texts by file (readDataTexts), with the checkout's fixed pages and static/
 * (or `isStatic`, for a test whose links to files are not what it checks).
 */
export const checkTexts = (
  texts: Record<string, string>,
  isStatic: (sitePath: string) => boolean = isStaticFile,
): ContentReport => checkContent(texts, pageFiles, isStatic)

/**
 * data/'s texts by file with one entry of each kind and those of the `named` files (sampleTexts), a fresh copy for a
 * test to change: the check's answer to one planted mistake is the same at any number of entries (issue 60).
 */
export const sampledDataTexts = (named: ReadonlyArray<string> = []): Record<string, string> =>
  sampleTexts(readDataTexts(path.join(root, "data")), named)
