/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The benchmark measures production: a build with the GA id and EmailJS keys, whose third parties are answered on this
// machine by a stand-in that weighs and costs what Google's GA4 tag does and records every hit.
import https from "node:https"
import vm from "node:vm"
import zlib from "node:zlib"
import { HtmlDocument } from "../gatsby/post-build/html-document"

import { GTAG_ORIGIN } from "../gatsby/post-build/analytics-tag"
import { pagePolicy, policySources } from "../gatsby/post-build/page-policy"
import { buildEnv } from "../scripts/bench/env"
import { COLLECT_URL, GA4_WEIGHT, gtagStandIn } from "../scripts/bench/gtag-stand-in"
import { startThirdPartyStandIn, THIRD_PARTY_HOSTS, type ThirdPartyStandIn } from "../scripts/bench/third-party"
import env from "./browser/support/test-env.json"

describe("the benchmark's build", () => {
  it("is production's: the GA id and EmailJS keys of a deployment, and EmailJS's own origin", () => {
    const production = buildEnv("production", {})
    expect(production.GATSBY_GA_MEASUREMENT_ID).toBe(env.build.GATSBY_GA_MEASUREMENT_ID)
    expect(production.GATSBY_EMAILJS_PUBLIC_KEY).toBe(env.build.GATSBY_EMAILJS_PUBLIC_KEY)
    expect(production.GATSBY_EMAILJS_SERVICE_ID).toBe(env.build.GATSBY_EMAILJS_SERVICE_ID)
    expect(production.GATSBY_EMAILJS_TEMPLATE_ID).toBe(env.build.GATSBY_EMAILJS_TEMPLATE_ID)
    expect(production.GATSBY_EMAILJS_ORIGIN).toBeUndefined()
    expect(production.NODE_ENV).toBe("production")
  })

  it("without analytics drops every deployment key, even one set in the shell", () => {
    const plain = buildEnv("no-analytics", { GATSBY_GA_MEASUREMENT_ID: "G-SHELL", GATSBY_EMAILJS_ORIGIN: "http://x" })
    expect(Object.keys(plain).filter((key) => /GA_MEASUREMENT|EMAILJS|LEADS_TO/.test(key))).toEqual([])
  })

  it("answers every external host the production pages may reach, and only hosts their policy allows", () => {
    expect(THIRD_PARTY_HOSTS).toEqual(
      expect.arrayContaining([new URL(GTAG_ORIGIN).hostname, new URL(COLLECT_URL).hostname, "api.emailjs.com"]),
    )
    const policy = pagePolicy(new HtmlDocument("", "/"), policySources(buildEnv("production", {})))
    const sources = ["script-src", "connect-src"].flatMap(
      (name) => policy.match(new RegExp(`${name} ([^;]*)`))?.[1].split(" ") ?? [],
    )
    for (const host of THIRD_PARTY_HOSTS) {
      const allowed = sources
        .map((source) => source.replace(/^https:\/\//, ""))
        .some((pattern) => pattern === host || (pattern.startsWith("*.") && host.endsWith(pattern.slice(1))))
      expect({ host, allowed }).toEqual({ host, allowed: true })
    }
  })
})

describe("the stand-in gtag/js", () => {
  const tag = gtagStandIn()

  it("weighs what GA4's tag does, the same bytes every run", () => {
    expect(Buffer.byteLength(tag)).toBeGreaterThanOrEqual(GA4_WEIGHT.minRawBytes)
    expect(zlib.gzipSync(tag, { level: 9 }).length).toBeGreaterThanOrEqual(GA4_WEIGHT.minGzipBytes)
    expect(gtagStandIn()).toBe(tag)
  })

  it("runs gtag's queue: the page view queued before it arrived, then each event pushed after, as GA4 hits", () => {
    const beacons: string[] = []
    const window: Record<string, unknown> = {
      dataLayer: [
        ["js", new Date()],
        ["set", { page_location: "https://clinic.test/contact?utm_source=x" }],
        ["config", "G-TEST000000", { allow_ad_personalization_signals: false }],
      ],
    }
    const sandbox = {
      window,
      document: { cookie: "", referrer: "", title: "Contact" },
      navigator: { sendBeacon: (url: string) => beacons.push(url) > 0 },
      location: { href: "https://clinic.test/contact" },
      URLSearchParams,
      fetch: () => undefined,
    }
    const started = process.hrtime.bigint()
    vm.runInNewContext(tag, sandbox)
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6
    ;(window.dataLayer as unknown[][]).push(["event", "click_to_call", { link_location: "header" }])

    const hits = beacons.map((url) => {
      expect(url.startsWith(`${COLLECT_URL}?`)).toBe(true)
      return Object.fromEntries(new URL(url).searchParams)
    })
    expect(hits).toEqual([
      expect.objectContaining({ tid: "G-TEST000000", en: "page_view", dl: "https://clinic.test/contact?utm_source=x", npa: "1" }),
      expect.objectContaining({ tid: "G-TEST000000", en: "click_to_call", "ep.link_location": "header" }),
    ])
    expect(sandbox.document.cookie).toMatch(/^_ga=GA1\.1\./)
    // Its start-up is real work (GA4's takes tens of ms of a desktop core); only a floor is safe on a shared machine.
    expect(milliseconds).toBeGreaterThan(10)
  })
})

describe("the third-party stand-in", () => {
  let standIn: ThirdPartyStandIn
  beforeAll(async () => {
    standIn = await startThirdPartyStandIn()
  })
  afterAll(() => standIn.close())

  const request = (host: string, pathname: string, { method = "GET", body = "", encoding = "br" } = {}) =>
    new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = https.request(
        {
          host: "127.0.0.1",
          port: standIn.port,
          servername: host,
          path: pathname,
          method,
          headers: { host, "accept-encoding": encoding },
          // The certificate is this run's own; the test checks what is served, not who signed it.
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on("data", (chunk: Buffer) => chunks.push(chunk))
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.once("error", reject)
      req.end(body)
    })

  it("tells Chromium to resolve each third-party host to it, nothing else to the internet, and to trust its certificate", () => {
    const rules = standIn.chromeFlags.find((flag) => flag.startsWith("--host-resolver-rules="))!
    for (const host of THIRD_PARTY_HOSTS) expect(rules).toContain(`MAP ${host} 127.0.0.1:${standIn.port}`)
    expect(rules).toMatch(/MAP \* ~NOTFOUND$/)
    expect(standIn.chromeFlags).toContainEqual(
      expect.stringMatching(/^--ignore-certificate-errors-spki-list=[A-Za-z0-9+/]{43}=$/),
    )
  })

  it("serves the GA4-weight tag compressed, as Google does, and counts each request", async () => {
    const brotli = await request("www.googletagmanager.com", "/gtag/js?id=G-TEST000000")
    expect(brotli.status).toBe(200)
    expect(brotli.headers["content-encoding"]).toBe("br")
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(gtagStandIn())
    const gzip = await request("www.googletagmanager.com", "/gtag/js?id=G-TEST000000", { encoding: "gzip" })
    expect(gzip.body.length).toBeGreaterThanOrEqual(GA4_WEIGHT.minGzipBytes)
    expect(standIn.tagRequests.map((record) => record.fields[0].id)).toEqual(["G-TEST000000", "G-TEST000000"])
  })

  it("records every hit sent to the collect endpoint, one a line of a batched POST", async () => {
    await request("region1.google-analytics.com", "/g/collect?v=2&tid=G-TEST000000&en=page_view", { method: "POST" })
    await request("www.google-analytics.com", "/g/collect?v=2&tid=G-TEST000000", {
      method: "POST",
      body: "en=scroll\nen=click_to_call&ep.link_location=footer",
    })
    expect(standIn.hits.flatMap((hit) => hit.fields).map((fields) => fields.en)).toEqual(["page_view", "scroll", "click_to_call"])
  })

  it("records a request for anything it does not stand in for", async () => {
    const { status } = await request("www.googletagmanager.com", "/gtm.js?id=GTM-X")
    expect(status).toBe(404)
    expect(standIn.unexpected.map((record) => `${record.host}${record.path}`)).toEqual(["www.googletagmanager.com/gtm.js"])
  })
})
