// One table of expected answers (support/server-table.ts), run against nginx with deploy/nginx.conf and against the
// managed host's own code (Netlify's dev server with the build's _headers and _redirects), and against `npm start`'s
// server, so they cannot drift.
import { type ChildProcess, execFile, spawn } from "child_process"
import path from "path"
import { promisify } from "util"

import { problemsWith, serverTable, cacheTable, type Row } from "./support/server-table"
import { freePort } from "../../scripts/free-port"

const root = path.resolve(__dirname, "../..")

interface Server {
  url: string
  stop: () => Promise<unknown>
}

/** A `scripts/serve-*.mts` command on a free port, as a person would start it; resolves once it says it serves. */
async function start(script: string, ready: RegExp): Promise<Server> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, PORT: String(await freePort()) },
  })
  let log = ""
  child.stderr!.on("data", (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      log += chunk
      const match = ready.exec(log)
      if (match) resolve(match[1])
    })
    exited.then(() => reject(new Error(`${script} failed:\n${log}`)))
  })
  return { url, stop: () => (child.exitCode === null && child.kill("SIGTERM"), exited) }
}

const ask = async (server: Server, row: Row) => {
  const response = await fetch(`${server.url}${row.request}`, { redirect: "manual" })
  return {
    status: response.status,
    location: response.headers.get("location"),
    headers: response.headers,
    body: await response.text(),
  }
}

/**
 * Netlify's dev server reads a request target that starts with `//` as a host name (`//contact` is the path `/` on
 * host "contact") and serves the home page; the CDN's parsing cannot be run here. Only that spelling is excused.
 */
const devServerQuirk = (row: Row) => row.request.startsWith("//")

/**
 * The headers that matter most, written out here rather than read from http-rules.ts as the table's are: a change of
 * the shared rules changes both the servers and the table, but not these.
 */
const LITERAL_HEADERS: Array<[string, RegExp]> = [
  ["content-security-policy", /(^|;\s*)frame-ancestors 'none'(;|$)/],
  ["strict-transport-security", /^max-age=63072000; includeSubDomains; preload$/],
  ["x-content-type-options", /^nosniff$/],
]

const servers: Array<[string, string, RegExp, (row: Row) => boolean]> = [
  ["nginx (deploy/nginx.conf)", "scripts/serve-nginx.mts", /served by nginx on (http:\/\/\S+)/, () => false],
  ["Netlify's dev server", "scripts/serve-netlify.mts", /Netlify's dev server on (http:\/\/\S+)/, devServerQuirk],
  ["npm start (scripts/serve.ts)", "scripts/serve.ts", /is running on (http:\/\/\S+)/, () => false],
]

describe.each(servers)("%s answers as the table says", (_name, script, ready, excused) => {
  let server: Server
  beforeAll(async () => {
    server = await start(script, ready)
  }, 180_000)
  afterAll(() => server?.stop())

  it("gives a route of each kind its own page and every other spelling of it a 301 or that page, a moved address its page, internal files and unknown paths the not-found page, and the security headers on each", async () => {
    const problems: string[] = []
    for (const row of serverTable().filter((row) => !excused(row))) problems.push(...problemsWith(row, await ask(server, row)))
    expect(problems).toEqual([])
  }, 120_000)

  it.each(["/", "/contact", "/no-such-page"])("answers %s with the literal security headers", async (request) => {
    const { headers } = await ask(server, { request, expected: { kind: "not-found" } })
    expect(LITERAL_HEADERS.map(([name, value]) => [name, value.test(headers.get(name) ?? "")])).toEqual(
      LITERAL_HEADERS.map(([name]) => [name, true]),
    )
  })
})

describe("the managed host's files, read by Netlify's own parsers", () => {
  const readRules = async (paths: string[]) => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/netlify-rules.mts", ...paths], {
      cwd: root,
    }).catch((error: { stdout: string }) => error)
    return JSON.parse(stdout) as {
      errors: string[]
      headerRules: number
      redirectRules: number
      headersFor: Record<string, Record<string, string>>
    }
  }

  it("parse with no error, and give each kind of file its cache rule", async () => {
    const table = cacheTable()
    const rules = await readRules(table.map(({ file }) => file))
    expect(rules.errors).toEqual([])
    expect(rules.headerRules).toBeGreaterThan(1)
    expect(rules.redirectRules).toBeGreaterThan(1)
    // Without a rule of ours the host revalidates, which is what an unhashed file must get.
    const NETLIFY_DEFAULT = "public, max-age=0, must-revalidate"
    expect(table.map(({ file }) => [file, rules.headersFor[file]["Cache-Control"] ?? NETLIFY_DEFAULT])).toEqual(
      table.map(({ file, cacheControl }) => [file, cacheControl]),
    )
  }, 60_000)
})
