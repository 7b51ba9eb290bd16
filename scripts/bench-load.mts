// `npm run bench:load`: 30 s of wrk at 100 connections over every route of the built site, served by nginx with
// deploy/nginx.conf on loopback; writes the "Load test (nginx)" section of bench/results.md.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { pageRoutes } from "../gatsby/post-build/html-files"
import { startNginx } from "./serve-nginx.mts"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const [duration, connections, threads] = ["30s", 100, 2]
const routes = pageRoutes(path.join(root, "public"))
const script = path.join(os.tmpdir(), `lakeshore-wrk-${process.pid}.lua`)
writeFileSync(
  script,
  readFileSync(path.join(root, "scripts", "wrk-routes.lua"), "utf8").replace(
    "ROUTES",
    routes.map((r) => JSON.stringify(r)).join(", "),
  ),
)

const loadBefore = os.loadavg()[0].toFixed(1)
const nginx = await startNginx()
let output
try {
  output = execFileSync("wrk", [`-t${threads}`, `-c${connections}`, `-d${duration}`, "--latency", "-s", script, nginx.url], {
    encoding: "utf8",
  })
} finally {
  await nginx.stop()
  rmSync(script, { force: true })
}
console.log(output)

const number = (pattern: RegExp) => pattern.exec(output)?.[1] ?? "0"
const errors = /Socket errors: (.*)/.exec(output)?.[1] ?? "none"
const non2xx3xx = number(/Non-2xx or 3xx responses: (\d+)/)
const nginxVersion = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.replace("nginx version: ", "").trim()
const section = `## Load test (nginx)

\`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}: wrk, ${duration} at ${connections} connections (${threads} threads)
over the ${routes.length} routes in turn (uncompressed HTML: wrk sends no Accept-Encoding), ${nginxVersion} (Debian) with
deploy/nginx.conf on 127.0.0.1; ${os.cpus().length} CPU cores shared with wrk, load average ${loadBefore} before the run.

| measure | value |
|---|---|
| requests per second | ${number(/Requests\/sec:\s+([\d.]+)/)} |
| requests | ${number(/(\d+) requests in/)} |
| latency p50 / p99 | ${number(/\s50%\s+(\S+)/)} / ${number(/\s99%\s+(\S+)/)} |
| socket errors | ${errors} |
| non-2xx/3xx answers | ${non2xx3xx} |
`

// Other sections of the file belong to other benchmarks: replace only this one.
const resultsFile = path.join(root, "bench", "results.md")
mkdirSync(path.dirname(resultsFile), { recursive: true })
const current = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : ""
const pattern = /## Load test \(nginx\)\n[\s\S]*?(?=\n## |$)/
writeFileSync(
  resultsFile,
  pattern.test(current) ? current.replace(pattern, section) : `${current}${current ? "\n" : ""}${section}`,
)
console.log(`Wrote the load test figures to ${path.relative(root, resultsFile)}`)
if (errors !== "none" || non2xx3xx !== "0") process.exit(1)
