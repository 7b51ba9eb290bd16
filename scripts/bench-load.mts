// `npm run bench:load`: wrk at 100 connections over every route of the built site, served by nginx as
// `npm run serve:nginx` starts it (deploy/nginx.conf on loopback), twice in one run: without Accept-Encoding, then as
// a browser asks (Accept-Encoding: br, gzip), on the production build it makes first (GA id and EmailJS keys:
// bench/env.ts), never on whatever build public/ last held. Writes the "Load test (nginx)" section of
// bench/results.md, and fails on any error or when the compressed run serves fewer than half the requests per second
// of the uncompressed one.
import { execFileSync, spawnSync } from "node:child_process"
import { readFileSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { pageRoutes } from "../gatsby/post-build/html-files"
import { gatsby } from "./bench/build.mts"
import { writeSection } from "./bench/report.mts"
import { brotliAvailable, startNginx } from "./serve-nginx.mts"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const publicDir = path.join(root, "public")
const [duration, connections, threads] = ["30s", 100, 2]
gatsby(root, root, "build", "production build")
const routes = pageRoutes(publicDir)
const script = path.join(os.tmpdir(), `lakeshore-wrk-${process.pid}.lua`)
writeFileSync(
  script,
  readFileSync(path.join(root, "scripts", "wrk-routes.lua"), "utf8").replace(
    "ROUTES",
    routes.map((r) => JSON.stringify(r)).join(", "),
  ),
)

const RUNS = [
  { name: "no Accept-Encoding (uncompressed)", headers: [] as string[] },
  { name: "Accept-Encoding: br, gzip (a browser)", headers: ["-H", "Accept-Encoding: br, gzip"] },
]

const loadBefore = os.loadavg()[0].toFixed(1)
const nginx = await startNginx()
const outputs: string[] = []
try {
  for (const run of RUNS) {
    const args = [`-t${threads}`, `-c${connections}`, `-d${duration}`, "--latency", ...run.headers, "-s", script, nginx.url]
    outputs.push(execFileSync("wrk", args, { encoding: "utf8" }))
    console.log(`${run.name}:\n${outputs.at(-1)}`)
  }
} finally {
  await nginx.stop()
  rmSync(script, { force: true })
}

const figures = outputs.map((output) => {
  const number = (pattern: RegExp) => pattern.exec(output)?.[1] ?? "0"
  return {
    rps: Number(number(/Requests\/sec:\s+([\d.]+)/)),
    requests: number(/(\d+) requests in/),
    latency: `${number(/\s50%\s+(\S+)/)} / ${number(/\s99%\s+(\S+)/)}`,
    transfer: number(/Transfer\/sec:\s+(\S+)/),
    errors: /Socket errors: (.*)/.exec(output)?.[1] ?? "none",
    non2xx3xx: number(/Non-2xx or 3xx responses: (\d+)/),
  }
})
const [plain, compressed] = figures
const ratio = compressed.rps / plain.rps
const nginxVersion = spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.replace("nginx version: ", "").trim()
const row = (measure: string, values: string[]) => `| ${measure} | ${values.join(" | ")} |`
const section = `## Load test (nginx)

\`npm run bench:load\` on ${new Date().toISOString().slice(0, 10)}: wrk, ${duration} per run at ${connections} connections (${threads} threads)
over the ${routes.length} routes in turn, two runs back to back. Server: ${nginxVersion} (Debian) as \`npm run serve:nginx\`
starts it (deploy/nginx.conf on 127.0.0.1; ${brotliAvailable() ? "libnginx-mod-http-brotli-static loaded: brotli_static and gzip_static" : "no Brotli module: gzip_static only"}
send the build's .br/.gz copies). Site: the production build made by this run (GA id and EmailJS test keys, scripts/bench/env.ts).
Machine: ${os.cpus().length} CPU cores shared with wrk and other work, load average ${loadBefore} before the runs.

${row(
  "measure",
  RUNS.map((run) => run.name),
)}
${row(
  "---",
  RUNS.map(() => "---"),
)}
${row(
  "requests per second",
  figures.map((f) => String(f.rps)),
)}
${row(
  "requests",
  figures.map((f) => f.requests),
)}
${row(
  "transfer per second",
  figures.map((f) => f.transfer),
)}
${row(
  "latency p50 / p99",
  figures.map((f) => f.latency),
)}
${row(
  "socket errors",
  figures.map((f) => f.errors),
)}
${row(
  "non-2xx/3xx answers",
  figures.map((f) => f.non2xx3xx),
)}

Compressed / uncompressed requests per second: ${ratio.toFixed(2)} (at least 0.5 required).
`

// Between its own markers, as npm run bench writes its sections: the rest of the file is the other benchmarks'.
await writeSection(root, section, "load")
console.log("Wrote the load test figures to bench/results.md")
if (figures.some((f) => f.errors !== "none" || f.non2xx3xx !== "0") || !(ratio >= 0.5)) process.exit(1)
