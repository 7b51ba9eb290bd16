import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"

import { routes, unlistedRoutes } from "./routes"
import { htmlFileFor, PUBLIC_DIR } from "./support/built-site"

const vnuJar: string = require("vnu-jar")

interface VnuMessage {
  type: string
  url: string
  message: string
  lastLine?: number
}

describe("the built HTML", () => {
  it("has no error in the W3C Nu HTML checker, on any page", async () => {
    const files = [...[...routes, ...unlistedRoutes].map(htmlFileFor), path.join(PUBLIC_DIR, "404.html")]
    // language detection only warns (a page reading as another language than its lang), and only errors are asked
    // for: without it the checker takes a fifth less a page (24 → 19.6 s for 546 pages, ten times the content)
    const args = ["-jar", vnuJar, "--errors-only", "--no-langdetect", "--format", "json", ...files]
    const { stderr } = await promisify(execFile)("java", args, { maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stderr: string }) => ({ stderr: error.stderr }),
    )
    const errors = (JSON.parse(stderr).messages as VnuMessage[]).map(
      (m) => `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`,
    )
    expect(errors).toEqual([])
  }, 120_000)
})
