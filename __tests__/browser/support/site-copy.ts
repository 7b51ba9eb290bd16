import { spawn } from "child_process"
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

import { sampleContent } from "../../support/sampled-content"
import env from "./test-env.json"

const ROOT = path.resolve(__dirname, "../../..")
/** What a build makes or a checkout need not bring: each copy builds its own. */
const NOT_COPIED = new Set([".git", "node_modules", ".cache", "public", "coverage", "test-results", ".inbox"])

/**
 * A copy of this checkout to run real Gatsby commands in, with its own .cache and public/ and the same node_modules.
 * `webpackCache`: starts with the checkout's webpack caches, if it has built, as a host restores them between builds;
 * webpack rebuilds what the copy changes, and the copy's first build takes 40% less CPU
 * (docs/decisions.md#smaller-choices). `sampled`: keeps one entry of each kind of the folders the clinic adds to
 * (support/sampled-content.ts), for a build whose checks hold for any number of entries.
 */
export function copyCheckout({ webpackCache = false, sampled = false } = {}): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-copy-"))
  cpSync(ROOT, dir, {
    recursive: true,
    filter: (source) => !NOT_COPIED.has(path.relative(ROOT, source).split(path.sep)[0]),
  })
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  const webpackCacheDir = path.join(ROOT, ".cache", "webpack")
  if (webpackCache && existsSync(webpackCacheDir))
    cpSync(webpackCacheDir, path.join(dir, ".cache", "webpack"), { recursive: true })
  if (sampled) sampleContent(path.join(dir, "data"))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * Makes the first entry of a collection (data/<collection>/, one file an entry) invalid with a field the content
 * model does not know, and returns the file it changed and how to put it back.
 */
export function breakFirstEntry(dir: string, collection: string): { file: string; restore: () => void } {
  const file = path.join(
    dir,
    "data",
    collection,
    readdirSync(path.join(dir, "data", collection))
      .filter((name) => name.endsWith(".yaml"))
      .sort()[0],
  )
  const original = readFileSync(file, "utf8")
  writeFileSync(file, `notAFieldOfTheModel: true\n${original}`)
  return { file: path.relative(dir, file), restore: () => writeFileSync(file, original) }
}

export interface CommandResult {
  status: number | null
  output: string
}

/** Runs `command` in `dir`, collecting what it prints. */
function runIn(dir: string, command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    child.on("close", (status) => resolve({ status, output }))
  })
}

/** Runs a Gatsby command in `dir` with the test environment, as `npm test` builds, collecting what it prints. */
export const gatsby = (dir: string, args: string[], extraEnv: Record<string, string> = {}): Promise<CommandResult> =>
  runIn(dir, path.join(dir, "node_modules", ".bin", "gatsby"), args, {
    ...process.env,
    ...env.build,
    NODE_ENV: "production",
    CI: "true",
    ...extraEnv,
  })

/** `npm run <script>` in `dir`, as an editor runs it in their checkout. */
export const npmRun = (dir: string, script: string): Promise<CommandResult> =>
  runIn(dir, "npm", ["run", "--silent", script], process.env)

export interface DevelopServer {
  url: string
  output: () => string
  stop: () => Promise<void>
}

/**
 * `gatsby develop` in `dir` on 127.0.0.1:`port`, resolved once the site's and the editor's bundles are built (the slow
 * part).
 */
export function developServer(dir: string, port: number, timeoutMs = 10 * 60_000): Promise<DevelopServer> {
  const child = spawn(
    path.join(dir, "node_modules", ".bin", "gatsby"),
    ["develop", "--host", "127.0.0.1", "--port", String(port)],
    {
      cwd: dir,
      env: { ...process.env, ...env.build, NODE_ENV: "development", CI: "true", GATSBY_TELEMETRY_DISABLED: "1" },
      // its own process group, so stopping it ends the develop process it starts as well
      detached: true,
    },
  )
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM")
    await exited
  }
  const server = { url: `http://127.0.0.1:${port}`, output: () => output, stop }
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      void stop().then(() => reject(new Error(`gatsby develop did not start in ${timeoutMs} ms:\n${output}`)))
    }, timeoutMs)
    const poll = setInterval(() => {
      if (child.exitCode !== null) {
        clearInterval(poll)
        clearTimeout(deadline)
        reject(new Error(`gatsby develop stopped:\n${output}`))
      } else if (/Building development bundle - /.test(output) && /Decap CMS is running at/.test(output)) {
        // not at "You can now view": the site's bundle and the editor's are still compiling then, in the process that
        // serves, and a first page waited for them (over 30 s on two busy cores)
        clearInterval(poll)
        clearTimeout(deadline)
        resolve(server)
      }
    }, 500)
  })
}
