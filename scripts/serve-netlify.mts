// `npm run serve:netlify`: the managed host locally. Netlify's own dev server (netlify-cli, offline, edge functions
// off: their runtime is a download) serves the last build with its public/_headers and _redirects, on 127.0.0.1,
// port from PORT (default 8888). It checks nothing the CDN does beyond those files: TLS, compression and the cache
// headers it sets over ours are the host's (see docs/deploy.md, Netlify).
import { spawn, type StdioNull, type StdioPipe } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { freePort } from "./free-port"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

export interface NetlifyDev {
  url: string
  stop: () => Promise<void>
  log: () => string
}

export async function startNetlifyDev({
  port,
  stdio = "pipe",
}: { port?: number; stdio?: StdioPipe | "inherit" | StdioNull } = {}): Promise<NetlifyDev> {
  if (!existsSync(path.join(root, "public", "_redirects")))
    throw new Error("No build: run `npm run build` (or `npm test`) first; it writes public/ with _headers and _redirects.")
  const listenPort = port ?? (await freePort())
  const child = spawn(
    path.join(root, "node_modules", ".bin", "netlify"),
    ["dev", "--offline", "--no-open", "--internal-disable-edge-functions", "--port", String(listenPort)],
    {
      cwd: root,
      stdio: ["ignore", "pipe", stdio === "inherit" ? "inherit" : "pipe"],
      // Nothing may reach the internet: no update check, no telemetry.
      env: { ...process.env, NO_UPDATE_NOTIFIER: "1", NETLIFY_TELEMETRY_DISABLED: "1", BROWSER: "none" },
    },
  )
  let log = ""
  child.stdout?.on("data", (chunk: Buffer) => {
    log += chunk
    if (stdio === "inherit") process.stdout.write(chunk)
  })
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM")
    await exited
  }
  const url = `http://127.0.0.1:${listenPort}`
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) break
    if (/Local dev server ready/.test(log)) {
      try {
        if ((await fetch(url, { method: "HEAD" })).ok) return { url, stop, log: () => log }
      } catch {
        // not listening yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await stop()
  throw new Error(`netlify dev did not start:\n${log}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startNetlifyDev({ port: Number(process.env.PORT || 8888), stdio: "inherit" }).then(
    ({ url, stop }) => {
      console.log(`Lakeshore Virtual Clinic is served by Netlify's dev server on ${url} (Ctrl+C stops it)`)
      for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop().then(() => process.exit(0)))
    },
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
