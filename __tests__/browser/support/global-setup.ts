import { existsSync } from "fs"
import path from "path"
import type { Server } from "http"
import env from "./test-env.json"

declare global {
  // eslint-disable-next-line no-var
  var __SITE_SERVER__: Server | undefined
}

/** Serves public/ (built by `npm test` with test-env.json) for every browser test file. */
export default async function globalSetup() {
  const publicDir = path.resolve(__dirname, "../../../public")
  if (!existsSync(path.join(publicDir, "index.html")))
    throw new Error("No build in public/: run `npm test`, which builds the site with the test environment first.")
  const { startSiteServer } = await import("../../../scripts/serve.mjs")
  globalThis.__SITE_SERVER__ = await startSiteServer({ port: env.sitePort, dir: publicDir })
}
