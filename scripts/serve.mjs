// Serves the built site (public/) the way production does: routes without trailing slashes, 404 page with status 404.
import http from "node:http"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import sirv from "sirv"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** A request handler for a built site in `dir`. */
export function createSiteHandler({ dir = path.join(root, "public") } = {}) {
  const assets = sirv(dir, { extensions: ["html"], etag: true, dev: false, gzip: false, brotli: false })
  const notFoundPage = () => readFileSync(path.join(dir, "404.html"))
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search })
      res.end()
      return
    }
    assets(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" })
      res.end(req.method === "HEAD" ? undefined : notFoundPage())
    })
  }
}

export function startSiteServer({ port = 9000, host = "127.0.0.1", dir } = {}) {
  const server = http.createServer(createSiteHandler({ dir }))
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 9000)
  // No top-level await: jest's global setup require()s this module, and require() refuses async module graphs.
  startSiteServer({ port, host: process.env.HOST || "127.0.0.1" }).then(() =>
    console.log(`Lakeshore Virtual Clinic is running on http://localhost:${port}`),
  )
}
