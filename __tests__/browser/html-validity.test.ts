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
    const { stderr } = await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stderr: string }) => ({ stderr: error.stderr }))
    const errors = (JSON.parse(stderr).messages as VnuMessage[]).map(
      (m) => `${path.relative(PUBLIC_DIR, new URL(m.url).pathname)}:${m.lastLine}: ${m.message}`,
    )
    expect(errors).toEqual([])
  }, 120_000)
})
