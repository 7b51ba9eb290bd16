import { existsSync } from "fs"
import type { Server } from "http"
import type { AddressInfo } from "net"
import path from "path"

import { startSiteServer } from "../../../scripts/serve"

declare global {
  var __SITE_SERVER__: Server | undefined
}

/** Serves public/ (built by `npm test` with test-env.json) for every browser test file. */
export default async function globalSetup() {
  const publicDir = path.resolve(__dirname, "../../../public")
  if (!existsSync(path.join(publicDir, "index.html")))
    throw new Error("No build in public/: run `npm test`, which builds the site with the test environment first.")
  // An unused port unless one is asked for, so parallel runs on one machine do not collide; test files read it from the env.
  const server = await startSiteServer({ port: Number(process.env.TEST_SITE_PORT ?? 0), dir: publicDir })
  process.env.TEST_SITE_PORT = String((server.address() as AddressInfo).port)
  globalThis.__SITE_SERVER__ = server
}
