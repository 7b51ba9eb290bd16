// The production layer: Debian's nginx with deploy/nginx.conf over the fresh test build, as visitors get it.
import { type ChildProcess, execFile, spawn } from "child_process"
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "fs"
import http from "http"
import net from "net"
import { parse } from "node-html-parser"
import os from "os"
import path from "path"
import type { Browser } from "playwright-core"
import { promisify } from "util"
import { brotliDecompressSync, gunzipSync } from "zlib"

import { siteFiles } from "../../gatsby/post-build/html-files"
import { BUILD_FILES, NOT_ROUTES } from "../../gatsby/server-config/http-rules"
import { PRECOMPRESSED } from "../../gatsby/server-config/precompressed"

import { messageNotSentTitle, routes, templateRoutes } from "./routes"
import { interfaceText } from "../support/data"
import { BASE_URL, EMAIL_ORIGIN, launchBrowser, openPage } from "./support/browser"
import { hydrated } from "./support/interactions"
import { freePort } from "../../scripts/free-port"

const ui = interfaceText()

const publicDir = path.resolve(__dirname, "../../public")
const IMMUTABLE = "public, max-age=31536000, immutable"
const REVALIDATE = "public, max-age=0, must-revalidate"

/** `npm run serve:nginx` on a free port, as a person would start it. */
async function startNginx(env: Record<string, string> = {}) {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/serve-nginx.mts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { ...process.env, ...env, PORT: String(port) },
  })
  let log = ""
  child.stderr!.on("data", (chunk) => (log += chunk))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => String(chunk).includes("served by nginx") && resolve())
    exited.then(() => reject(new Error(`npm run serve:nginx failed:\n${log}`)))
  })
  const stop = () => (child.exitCode === null && child.kill("SIGTERM"), exited)
  return { url: `http://127.0.0.1:${port}`, port, stop, log: () => log }
}

/** The fake EmailJS port is fixed by the test build and other test files use it too: wait until it is free. */
async function listenWhenFree(server: http.Server, port: number) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<void>((resolve, reject) => server.once("error", reject).listen(port, "127.0.0.1", resolve))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt === 40) throw error
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
}

/** A stand-in for EmailJS on the test build's origin: answers CORS preflight and "OK", and records each request. */
async function startFakeEmailJs() {
  const received: Array<{ line: string; body: string }> = []
  const server = http.createServer((req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*")
    res.setHeader("Access-Control-Allow-Headers", "Content-Type")
    if (req.method === "OPTIONS") return res.writeHead(204).end()
    let body = ""
    req.on("data", (chunk) => (body += chunk))
    req.on("end", () => {
      received.push({ line: `${req.method} ${req.url}`, body })
      res.writeHead(200, { "Content-Type": "text/plain" }).end("OK")
    })
  })
  await listenWhenFree(server, Number(new URL(EMAIL_ORIGIN).port))
  return { received, close: () => new Promise((resolve) => server.close(resolve)) }
}

let nginx: Awaited<ReturnType<typeof startNginx>>
let browser: Browser

beforeAll(async () => {
  nginx = await startNginx()
  browser = await launchBrowser()
}, 30_000)

afterAll(async () => {
  await browser?.close()
  await nginx?.stop()
})

/** The Content-Security-Policy a page carries in its <head>. */
const pagePolicy = (html: string) =>
  parse(html).querySelector('head > meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? ""

const get = (pathname: string, init: RequestInit = {}) => fetch(`${nginx.url}${pathname}`, { redirect: "manual", ...init })

/** One raw HTTP/1.1 exchange, for requests fetch() would refuse or tidy up; resolves with the status code. */
const raw = (request: string) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = net.connect(nginx.port, "127.0.0.1", () => socket.write(request))
    let text = ""
    socket.setEncoding("latin1")
    socket.on("data", (chunk) => (text += chunk))
    socket.on("end", () => resolve({ status: Number(text.split(" ")[1]), text }))
    socket.on("error", reject)
  })
const rawGet = (target: string, host = "127.0.0.1") => raw(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload")
  expect(headers.get("x-content-type-options")).toBe("nosniff")
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
  expect(headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=()")
  expect(headers.get("cross-origin-opener-policy")).toBe("same-origin")
  expect(headers.get("cross-origin-resource-policy")).toBe("same-origin")
  expect(headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/)
}

// nginx's rules read a path's shape (deploy/nginx.conf: the trailing slash, index.html, doubled slashes, try_files),
// never which entry it is: one route of each kind in each language is each shape, at any number of entries (issue 60).
// That every route has its file is built-site.test.ts's; the load test below still asks for every route.
describe("nginx serves the routes", () => {
  it.each(templateRoutes)("%s: 200, HTML revalidated, every security header", async (route) => {
    const response = await get(route)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8")
    expect(response.headers.get("cache-control")).toBe(REVALIDATE)
    expectSecurityHeaders(response.headers)
  })

  it.each(templateRoutes.filter((route) => route !== "/"))("%s/ redirects 301 to %s", async (route) => {
    const response = await get(`${route}/?ref=x`)
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(`${route}?ref=x`)
    expectSecurityHeaders(response.headers)
  })

  it("answers an unknown path with 404 and the not-found page", async () => {
    for (const pathname of ["/no-such-page", "/services/no-such-service", "/404", "/404.html", "/_headers", "/_redirects"]) {
      const response = await get(pathname)
      expect(response.status).toBe(404)
      expect(await response.text()).toContain("Oops! Page not found")
      expectSecurityHeaders(response.headers)
    }
  })

  it("caches hashed bundles for a year, and revalidates page data and unhashed files", async () => {
    const bundles = readdirSync(publicDir).filter((file) => /-[0-9a-f]{20}\.js$/.test(file))
    expect(bundles.length).toBeGreaterThan(3)
    for (const file of bundles) {
      const response = await get(`/${file}`, { method: "HEAD" })
      expect([file, response.status, response.headers.get("cache-control")]).toEqual([file, 200, IMMUTABLE])
    }
    for (const file of ["/page-data/index/page-data.json", "/page-data/app-data.json", "/favicon.png"]) {
      const response = await get(file, { method: "HEAD" })
      expect([file, response.status, response.headers.get("cache-control")]).toEqual([file, 200, REVALIDATE])
    }
  })

  it("compresses text with gzip", async () => {
    const response = await get("/contact", { headers: { "Accept-Encoding": "gzip" } })
    expect(response.headers.get("content-encoding")).toBe("gzip")
    expect(response.headers.get("vary")).toBe("Accept-Encoding")
  })

  it("allows exactly what the site uses in its Content-Security-Policy", async () => {
    const response = await get("/")
    // What no page may change, for every response, in the header...
    expect(response.headers.get("content-security-policy")).toBe(
      "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    )
    // ...and what the page may load and run, in its own policy.
    const policy = pagePolicy(await response.text())
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `))
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(directive("default-src")).toBe("default-src 'self'")
    expect(directive("script-src")).not.toMatch(/unsafe-inline/)
    expect(directive("script-src")).toMatch(
      /^script-src 'self' ('sha256-[A-Za-z0-9+/]+=*' )+https:\/\/www\.googletagmanager\.com$/,
    )
    expect(directive("connect-src")).toContain(EMAIL_ORIGIN)
  })

  it("names in each page's policy that page's own inline scripts, so it stays small however many pages there are", async () => {
    const policies = await Promise.all(
      ["/", "/contact", "/no-such-page"].map(async (route) => pagePolicy(await (await get(route)).text())),
    )
    expect(new Set(policies).size).toBe(3)
    for (const policy of policies) expect(policy.length).toBeLessThan(1000)
  })
})

/** One GET with the given Accept-Encoding, its body as the bytes on the wire (fetch would decode them). */
const rawBytes = (origin: string, pathname: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        )
      })
      .on("error", reject)
  })

/** The URL of a file in public/: a page's index.html is its route. */
const urlOf = (file: string) => (file.endsWith("/index.html") ? file.slice(0, -"/index.html".length) || "/" : file)

/** One file of each text type the build wrote .br and .gz copies of and serves (page, script, data, sitemap, icons). */
const precompressedSamples = () => {
  const byType = new Map<string, string>()
  for (const file of siteFiles(publicDir)) {
    const type = path.extname(file)
    if (byType.has(type) || NOT_ROUTES.test(file) || BUILD_FILES.test(file) || PRECOMPRESSED.test(file)) continue
    if (existsSync(path.join(publicDir, `${file}.br`)) && existsSync(path.join(publicDir, `${file}.gz`))) byType.set(type, file)
  }
  return [...byType.values()]
}

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body

describe("the build's .br and .gz copies", () => {
  const servers = () => [
    ["nginx", nginx.url],
    ["npm start", BASE_URL],
  ]

  it("exist for a page, a script, page data, the sitemap and the icons", () => {
    expect(
      precompressedSamples()
        .map((file) => path.extname(file))
        .sort(),
    ).toEqual(expect.arrayContaining([".html", ".js", ".json", ".svg", ".xml"]))
  })

  it.each([
    ["br, gzip", "br"],
    ["gzip", "gzip"],
  ])(
    "are what nginx and npm start send for Accept-Encoding: %s, and decode byte for byte to the file",
    async (accept, encoding) => {
      for (const [server, origin] of servers())
        for (const file of precompressedSamples()) {
          const source = readFileSync(path.join(publicDir, file))
          const [encoded, plain] = await Promise.all([rawBytes(origin, urlOf(file), accept), rawBytes(origin, urlOf(file), "")])
          const what = `${server} ${file}`
          expect([what, encoded.status, encoded.headers["content-encoding"], encoded.headers.vary]).toEqual([
            what,
            200,
            encoding,
            "Accept-Encoding",
          ])
          expect([what, encoded.headers["content-type"]]).toEqual([what, plain.headers["content-type"]])
          expect([what, plain.headers["content-encoding"]]).toEqual([what, undefined])
          expect([what, plain.body.equals(source)]).toEqual([what, true])
          expect([what, decode(encoding, encoded.body).equals(source)]).toEqual([what, true])
          // The copy itself, not a compression made on the way.
          expect([
            what,
            encoded.body.equals(readFileSync(path.join(publicDir, `${file}.${encoding === "br" ? "br" : "gz"}`))),
          ]).toEqual([what, true])
        }
    },
  )

  it("are not served by their own names", async () => {
    const [file] = precompressedSamples()
    for (const [server, origin] of servers())
      for (const suffix of [".br", ".gz"])
        expect([server, (await rawBytes(origin, `${file}${suffix}`, "")).status]).toEqual([server, 404])
  })

  it("fall back to the gzip copies when nginx runs without Debian's Brotli module", async () => {
    const gzipOnly = await startNginx({ NGINX_BROTLI: "off" })
    try {
      for (const file of precompressedSamples()) {
        const response = await rawBytes(gzipOnly.url, urlOf(file), "br, gzip")
        expect([file, response.status, response.headers["content-encoding"]]).toEqual([file, 200, "gzip"])
        expect([file, gunzipSync(response.body).equals(readFileSync(path.join(publicDir, file)))]).toEqual([file, true])
      }
      expect(gzipOnly.log()).not.toMatch(/\[(emerg|alert|crit)\]/)
    } finally {
      await gzipOnly.stop()
    }
  }, 30_000)
})

describe("one URL per page, nothing internal served", () => {
  it.each(templateRoutes)("%s is the one URL of its page: index.html and doubled slashes redirect 301 to it", async (route) => {
    const index = `${route === "/" ? "" : route}/index.html`
    for (const pathname of [index, `/${route}`, `/${index}`, route.replace(/\//g, "//")]) {
      const response = await get(`${pathname}?ref=x`)
      expect([pathname, response.status, response.headers.get("location")]).toEqual([pathname, 301, `${route}?ref=x`])
      expectSecurityHeaders(response.headers)
    }
  })

  it("answers the build files no page loads with 404 and the not-found page", async () => {
    const hidden = siteFiles(publicDir).filter((file) => BUILD_FILES.test(file))
    for (const expected of ["/webpack.stats.json", "/chunk-map.json", "/_gatsby/slices/_gatsby-scripts-1.html"])
      expect(hidden).toContain(expected)
    expect(hidden.some((file) => file.endsWith(".LICENSE.txt"))).toBe(true)
    for (const file of [...hidden, "/chunk-map%2Ejson", "//webpack.stats.json"]) {
      const response = await get(file)
      expect([file, response.status]).toEqual([file, 404])
      expect(await response.text()).toContain("Oops! Page not found")
    }
  })

  it("still serves the not-found page's own data, which the 404 page loads in the browser", async () => {
    const response = await get("/page-data/404.html/page-data.json", { method: "HEAD" })
    expect(response.status).toBe(200)
  })

  it("copies no request text into a header: an escaped line break stays escaped in the Location", async () => {
    for (const target of ["/a%0d%0aSet-Cookie:%20x=1/", "/a%0d%0aSet-Cookie:%20x=1/index.html", "//a%0d%0aSet-Cookie:%20x=1"]) {
      const response = await rawGet(target)
      expect(response.text.split("\r\n\r\n")[0]).not.toMatch(/^Set-Cookie/im)
    }
  })
})

describe("npm start (scripts/serve.ts) behaves like nginx", () => {
  it("sends the same headers on pages, redirects and the 404", async () => {
    for (const pathname of [
      "/",
      "/contact",
      "/contact/",
      "/no-such-page",
      "/404.html",
      "/_headers",
      "/index.html",
      "/contact/index.html?ref=x",
      "//contact",
      "/webpack.stats.json",
      "/chunk-map%2Ejson",
      "/_gatsby/slices/_gatsby-scripts-1.html",
    ]) {
      const [local, production] = await Promise.all([fetch(`${BASE_URL}${pathname}`, { redirect: "manual" }), get(pathname)])
      expect(local.status).toBe(production.status)
      for (const name of [
        "content-security-policy",
        "strict-transport-security",
        "x-content-type-options",
        "referrer-policy",
        "permissions-policy",
        "cross-origin-opener-policy",
        "cross-origin-resource-policy",
        "cache-control",
        "location",
      ])
        expect([pathname, name, local.headers.get(name)]).toEqual([pathname, name, production.headers.get(name)])
    }
  })
})

// One page of each kind: core-chromium.test.ts loads the same sample under the same per-page policies from
// `npm start`, whose headers are nginx's (above), and a refused script is a console error there; page-policy-built
// reads every page's policy against its inline scripts.
describe("one page of each kind through nginx in Chromium", () => {
  /** What went wrong on `route`: CSP violations and console errors, empty when its scripts ran cleanly. */
  const problemsOn = async (route: string): Promise<string[]> => {
    const { page, context, problems } = await openPage(browser)
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = [])
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
      )
    })
    try {
      // networkidle: the chunks and page data Gatsby prefetches once idle are loaded under the policy too.
      await page.goto(`${nginx.url}${route}`, { waitUntil: "networkidle" })
      // Gatsby's inline bootstrap and its bundles ran (React hydrated the page), and so did the analytics snippet.
      await hydrated(page)
      const snippetRan = await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown }).dataLayer))
      const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
      return [...(snippetRan ? [] : ["the analytics snippet did not run"]), ...violations, ...problems]
    } finally {
      await context.close()
    }
  }

  it(
    "runs Gatsby's scripts with no CSP violation and no console error",
    async () => {
      // Two pages at a time, each route once: most of a page's time is networkidle's quiet half second.
      const lanes = [0, 1].map((lane) => templateRoutes.filter((_, i) => i % 2 === lane))
      const found: Record<string, string[]> = {}
      await Promise.all(
        lanes.map(async (lane) => {
          for (const route of lane) {
            const problems = await problemsOn(route)
            if (problems.length > 0) found[route] = problems
          }
        }),
      )
      expect(templateRoutes.length).toBeGreaterThan(0)
      expect(found).toEqual({})
    },
    templateRoutes.length * 10_000,
  )

  it("lets the page post to the EmailJS origin and nowhere else", async () => {
    const emailPort = Number(new URL(EMAIL_ORIGIN).port)
    const fake = await startFakeEmailJs()
    const { page, context } = await openPage(browser)
    try {
      await page.goto(`${nginx.url}/contact`)
      const send = (origin: string) =>
        page.evaluate(
          (url) =>
            fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }).then(
              (response) => response.text(),
              (error: Error) => `blocked: ${error.message}`,
            ),
          `${origin}/api/v1.0/email/send`,
        )
      expect(await send(EMAIL_ORIGIN)).toBe("OK")
      expect(fake.received.map((request) => request.line)).toEqual(["POST /api/v1.0/email/send"])
      // Another local port is outside connect-src: the browser never sends it.
      expect(await send(`http://127.0.0.1:${emailPort + 1}`)).toMatch(/^blocked/)
    } finally {
      await context.close()
      await fake.close()
    }
  }, 20_000)
})

describe("the lead form through nginx", () => {
  it("sends a lead under the Content-Security-Policy and shows the success toast", async () => {
    const fake = await startFakeEmailJs()
    const { page, context, problems } = await openPage(browser)
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = [])
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective}: ${event.blockedURI}`),
      )
    })
    try {
      await page.goto(`${nginx.url}/contact`, { waitUntil: "networkidle" })
      await page.getByLabel("Name").fill("Jane Doe")
      await page.getByLabel("Email").fill("jane@example.com")
      await page.getByLabel("Phone").fill("416-555-1234")
      await page.getByRole("button", { name: ui.leadForm.submit }).click()
      await page.getByText("Your message has been sent!").waitFor()
      expect(fake.received).toHaveLength(1)
      expect(JSON.parse(fake.received[0].body).template_params).toMatchObject({
        from_name: "Jane Doe",
        from_email: "jane@example.com",
      })
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await context.close()
      await fake.close()
    }
  }, 30_000)
})

describe("bad requests get clean answers", () => {
  it.each([
    ["/../../../etc/passwd", 400],
    ["/%2e%2e/%2e%2e/%2e%2e/etc/passwd", 400],
    ["/static/%2e%2e/%2e%2e/package.json", 400],
    ["/..%2f..%2f..%2fetc%2fpasswd", 400],
    ["/static/..%2f..%2fpackage.json", 400],
    ["/%2f%2fevil.example", 404],
    ["/%00", 400],
    [`/${"a".repeat(9000)}`, 414],
  ])("GET %s → %i", async (target, status) => {
    const response = await rawGet(target)
    expect(response.status).toBe(status)
    expect(response.text).not.toMatch(/root:|"name": "lakeshore/)
  })

  it("never redirects to another host", async () => {
    for (const target of ["//evil.example/", "/%2f%2fevil.example/", "/\\evil.example/", "/%5cevil.example/"]) {
      const response = await rawGet(target)
      const location = /\r\nLocation: (.*)\r\n/i.exec(response.text)?.[1]
      if (location) expect(location).toMatch(/^\/[^/\\]/)
    }
  })

  it("answers the form's native POST (JavaScript off) with the page that says it was not sent, logging none of it", async () => {
    const typed = { Name: "Jane Leak", Email: "jane.leak@example.com", Phone: "416-555-0199" }
    const { page, context } = await openPage(browser, "desktop", { javaScriptEnabled: false })
    try {
      await page.goto(`${nginx.url}/contact`)
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value)
      await page.getByLabel("Message (optional)").fill("x".repeat(3000))
      await Promise.all([
        page.waitForURL(`${nginx.url}/message-not-sent`),
        page.getByRole("button", { name: ui.leadForm.submit }).click(),
      ])
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(messageNotSentTitle)
    } finally {
      await context.close()
    }
    const body = "name=Jane+Leak&email=jane.leak%40example.com&phone=416-555-0199&message="
    const answer = await raw(
      `POST /message-not-sent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    )
    expect(answer.status).toBe(303)
    expect(answer.text).toMatch(/\r\nLocation: \/message-not-sent\r\n/)
    // deploy/nginx.conf keeps no access log; nothing it does log (errors, to stderr) may carry the form either.
    expect(nginx.log()).not.toMatch(/Jane|jane\.leak|416-555-0199|xxxx/i)
  }, 20_000)

  it("refuses methods a static site has no use for", async () => {
    const post = await raw(
      "POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}",
    )
    expect(post.status).toBe(405)
    for (const method of ["TRACE", "PUT", "DELETE", "OPTIONS", "PATCH"])
      expect([method, (await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)).status]).toEqual([
        method,
        405,
      ])
  })

  it("refuses a Host it does not serve", async () => {
    expect((await rawGet("/", "evil.example")).status).toBe(421)
    expect((await rawGet("/", "../../etc")).status).toBe(400)
    expect((await raw("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")).status).toBe(400)
    expect((await raw("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\nConnection: close\r\n\r\n")).status).toBe(400)
  })

  it("sends the security headers with the errors nginx makes itself", async () => {
    for (const [request, status] of [
      ["GET /%00 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 400],
      [`GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 414],
      ["GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", 421],
      ["GET / HTTP/3.0\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 505],
      ["DELETE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", 405],
    ] as const) {
      const response = await raw(request)
      const head = response.text.split("\r\n\r\n")[0]
      expect([status, response.status]).toEqual([status, status])
      for (const name of [
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Content-Security-Policy",
        "Cross-Origin-Resource-Policy",
      ])
        expect([status, name, head.includes(`\r\n${name}: `)]).toEqual([status, name, true])
    }
  })

  it("still serves afterwards", async () => {
    expect((await get("/")).status).toBe(200)
    expect(nginx.log()).not.toMatch(/\[(alert|emerg|crit)\]/)
  })
})

describe("slow and abusive clients", () => {
  /** A GET from this loopback address (each stands for another client: 127.0.0.1, this machine, is not limited). */
  const getFrom = (localAddress: string, pathname: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = http.get({ host: "127.0.0.1", port: nginx.port, path: pathname, localAddress, agent: false }, (res) => {
        res.resume()
        res.on("end", () => resolve(res))
      })
      request.once("error", reject)
    })

  it("answers real visitors while 2,000 idle connections hang, and drops those after the header timeout", async () => {
    const errors: Error[] = []
    const idle = await Promise.all(
      Array.from(
        { length: 2000 },
        () =>
          new Promise<net.Socket>((resolve) => {
            // A request that never ends: the slow-headers attack.
            const socket = net.connect({ host: "127.0.0.1", port: nginx.port, localAddress: "127.0.0.2" }, () => {
              socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
              resolve(socket)
            })
            socket.on("error", (error) => errors.push(error))
          }),
      ),
    )
    let dropped = 0
    const closed = Promise.all(
      idle.map((socket) => new Promise((resolve) => socket.once("close", () => resolve((dropped += 1))))),
    )
    // The visitors' connections queue behind the 2,000 in nginx's accept queue: no pause needed for those to be first.
    const answers = await Promise.all(routes.slice(0, 20).map((route) => getFrom("127.0.0.3", route)))
    expect(answers.map((response) => response.statusCode)).toEqual(answers.map(() => 200))
    // answered while every idle connection still hung
    expect(dropped).toBe(0)
    expect(errors).toEqual([])
    // nginx gives up on them (client_header_timeout) and resets them (reset_timedout_connection), so they cost
    // nothing for long.
    await closed
    expect(errors.filter((error) => (error as NodeJS.ErrnoException).code !== "ECONNRESET")).toEqual([])
    expect(nginx.log()).not.toMatch(/worker_connections are not enough|\[(alert|emerg|crit)\]/)
  }, 30_000)

  it("answers a client asking for pages faster than anyone reads with 429, and no one else", async () => {
    // All at once: one after another, a busy machine could space them out to the rate nginx allows.
    const answers = await Promise.all(Array.from({ length: 80 }, () => getFrom("127.0.0.4", "/contact")))
    const statuses = answers.map((response) => response.statusCode!)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(51)
    expect(statuses).toContain(429)
    // a refusal from the burst itself: a request sent after it could find the allowance refilled on a busy machine
    const limited = answers.find((response) => response.statusCode === 429)!
    expect(limited.headers["x-content-type-options"]).toBe("nosniff")
    expect(limited.headers["strict-transport-security"]).toMatch(/^max-age=/)
    // The files a page loads are not pages, and another client is another count.
    expect((await getFrom("127.0.0.4", "/favicon.png")).statusCode).toBe(200)
    expect((await getFrom("127.0.0.5", "/contact")).statusCode).toBe(200)
  }, 30_000)
})

describe("load", () => {
  // Throughput (compressed against uncompressed requests per second) is `npm run bench:load`'s: two timed runs compared
  // on a shared machine measure the machine. Here: no error and no failed answer, as a browser asks and without.
  it.each([
    ["without compression", []],
    ["as browsers ask (Accept-Encoding: br, gzip)", ["-H", "Accept-Encoding: br, gzip"]],
  ])(
    "serves 2 s at 100 connections %s with no error and no non-2xx/3xx answer",
    async (_name, headers) => {
      const script = path.join(os.tmpdir(), `lakeshore-wrk-${process.pid}.lua`)
      writeFileSync(script, wrkScript(routes))
      const { stdout } = await promisify(execFile)("wrk", ["-t2", "-c100", "-d2s", ...headers, "-s", script, nginx.url]).finally(
        () => rmSync(script),
      )
      expect(stdout).not.toMatch(/Socket errors|Non-2xx or 3xx/)
      expect(Number(/(\d+) requests in/.exec(stdout)?.[1])).toBeGreaterThan(0)
    },
    30_000,
  )
})

/** A wrk script that asks for every route in turn. */
function wrkScript(paths: string[]) {
  return readFileSync(path.resolve(__dirname, "../../scripts/wrk-routes.lua"), "utf8").replace(
    "ROUTES",
    paths.map((p) => JSON.stringify(p)).join(", "),
  )
}
