import { createHash } from "crypto"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "fs"
import { parse } from "node-html-parser"
import * as parse5 from "parse5"
import { tmpdir } from "os"
import path from "path"
import { setImmediate } from "timers"
import { brotliDecompressSync, gunzipSync } from "zlib"

import { HtmlDocument } from "../gatsby/post-build/html-document"
import { inlineScriptHashes } from "../gatsby/post-build/page-policy"
import { rewritePages, siteFiles } from "../gatsby/post-build/html-files"
import {
  compressedCopies,
  localServerHeaders,
  netlifyFiles,
  nginxConfig,
  pagePolicies,
  POST_BUILD_STEPS,
  runPostBuild,
} from "../gatsby/post-build/pipeline"
import type { Build } from "../gatsby/post-build/step"
import { COMPRESSIBLE, MIN_BYTES } from "../gatsby/post-build/precompress"
import { LEAD_FORM_IDS, LEAD_FORM_SCRIPT_ID } from "../src/lib/lead-form-early"
import { pageStepsFingerprint } from "../gatsby/post-build/finished-pages"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

/** A page as Gatsby writes it: inline scripts in head and body, JSON-LD, and its async chunk scripts at the end. */
const gatsbyPage = [
  '<!DOCTYPE html><html lang="en-CA"><head><meta charSet="utf-8"/><title>Acne</title>',
  '<script>window.dataLayer=[]</script><script type="application/ld+json">{"@type":"MedicalCondition"}</script>',
  "</head><body><main>“Acne” — treated</main>",
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/conditions/acne";/*]]>*/</script>',
  '<script type="module">loaded()</script><script nomodule="">legacy()</script>',
  '<script src="/webpack-runtime-0123456789abcdef0123.js" async=""></script><script src="/app-0123456789abcdef0123.js" async=""></script>',
  "</body></html>",
].join("")

function fixtureBuild(env: Build["env"] = {}): Build {
  const root = mkdtempSync(path.join(tmpdir(), "post-build-"))
  const publicDir = path.join(root, "public")
  mkdirSync(path.join(publicDir, "conditions", "acne"), { recursive: true })
  mkdirSync(path.join(publicDir, "_gatsby", "slices"), { recursive: true })
  mkdirSync(path.join(root, "data"))
  writeFileSync(
    path.join(root, "data", "site.yaml"),
    [
      "seal:\n  image: https://seal.example/badge.png",
      "phone: 1-800-555-0100",
      "portal:\n  loginUrl: https://portal.clinic.example/login\n  signupUrl: https://portal.clinic.example/signup",
      "analytics:\n  consent: opt-in\n",
    ].join("\n"),
  )
  // React 18's stray NULs, as the repair step finds them.
  writeFileSync(path.join(publicDir, "conditions", "acne", "index.html"), gatsbyPage.replace("</main>", "\0\0</main>"))
  writeFileSync(path.join(publicDir, "404.html"), gatsbyPage)
  writeFileSync(path.join(publicDir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "<script src=/a.js async></script>")
  writeFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "")
  return {
    root,
    publicDir,
    generatedDir: path.join(root, "deploy", "generated"),
    siteUrl: "https://clinic.example",
    env,
    preview: true,
  }
}

const policyOf = (html: string) =>
  parse(html).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? ""

/** Every script the browser would run inline, found by an HTML parser rather than by the policy step's own scan. */
const executableInlineScripts = (html: string) =>
  parse(html, { blockTextElements: { script: true } })
    .querySelectorAll("script")
    .filter((script) => !script.hasAttribute("src"))
    .filter((script) => !script.getAttribute("type") || /^(text\/javascript|module)$/i.test(script.getAttribute("type")!))
    .map((script) => script.rawText)
    .filter((body) => body.length > 0)

describe("the post-build pipeline", () => {
  it("runs its steps in the stated order: repair, earlier finished pages, the copies started ahead, the page scripts (analytics, the form's early script, Identity's forward, paint-first) in one pass, robots.txt, page policy, keeping the finished pages, page and link check, the server files, the French not-found page's data, then compression", () => {
    expect(POST_BUILD_STEPS.map((step) => step.name)).toEqual([
      "repair React's stray NUL bytes",
      "put back the pages an earlier build finished from the same text",
      "start the .br and .gz copies of the files no page step rewrites",
      "put Google Analytics' queue inline, fill the lead form's early script, forward Netlify Identity's links from the home page, and start Gatsby's scripts after the largest paint and Google's tag once the visitor is reading",
      "write robots.txt",
      "give each page its Content-Security-Policy",
      "keep the finished pages for the next build",
      "check every page was built and every link on our origin resolves",
      "write nginx's includes",
      "write the headers and the redirects `npm start` sends",
      "write the managed host's _headers and _redirects",
      "let the French not-found page answer at the unknown French address it is served for",
      "write the .br and .gz copies of every text file",
    ])
  })

  it("compresses last, after the page policy and every other step, so each copy is its file as it is served", async () => {
    expect(POST_BUILD_STEPS.indexOf(compressedCopies)).toBe(POST_BUILD_STEPS.length - 1)
    expect(POST_BUILD_STEPS.indexOf(compressedCopies)).toBeGreaterThan(POST_BUILD_STEPS.indexOf(pagePolicies))
    const build = fixtureBuild()
    // data a step changes after its copies were started ahead: the French not-found page's, which it gives its addresses
    const frenchNotFoundData = path.join(build.publicDir, "page-data", "fr", "404.html", "page-data.json")
    mkdirSync(path.dirname(frenchNotFoundData), { recursive: true })
    writeFileSync(
      frenchNotFoundData,
      JSON.stringify({ path: "/fr/404.html", result: { words: "Page introuvable. ".repeat(30) } }),
    )
    await runPostBuild(build, () => undefined)
    const sources = siteFiles(build.publicDir).filter((file) => COMPRESSIBLE.test(file))
    const compressed = sources.filter((file) => readFileSync(path.join(build.publicDir, file)).length >= MIN_BYTES)
    expect(compressed).toEqual(
      expect.arrayContaining(["/404.html", "/conditions/acne/index.html", "/page-data/fr/404.html/page-data.json"]),
    )
    expect(readFileSync(frenchNotFoundData, "utf8")).toContain("matchPath")
    for (const file of compressed) {
      const source = readFileSync(path.join(build.publicDir, file))
      expect(brotliDecompressSync(readFileSync(path.join(build.publicDir, `${file}.br`))).equals(source)).toBe(true)
      expect(gunzipSync(readFileSync(path.join(build.publicDir, `${file}.gz`))).equals(source)).toBe(true)
    }
    // The copies hold the page policy: they were made from the final HTML.
    const page = brotliDecompressSync(readFileSync(path.join(build.publicDir, "conditions", "acne", "index.html.br")))
    expect(policyOf(page.toString("utf8"))).toContain("script-src")
  })

  // the copies started ahead are made while the steps rewrite pages: those steps must let the event loop turn
  it("lets work waiting on the event loop go on between the pages a step rewrites", async () => {
    const { publicDir } = fixtureBuild()
    const pages = ["/404.html", "/conditions/acne/index.html", "/404.html", "/conditions/acne/index.html"]
    let rewritten = 0
    const seenBetween: number[] = []
    const watch = () => {
      seenBetween.push(rewritten)
      if (rewritten < pages.length) setImmediate(watch)
    }
    setImmediate(watch)
    await rewritePages(publicDir, pages, () => (rewritten += 1))
    expect(seenBetween.filter((count) => count > 0 && count < pages.length)).not.toEqual([])
  })

  it("leaves small files, images and the managed host's files uncompressed, and replaces copies of an earlier build", async () => {
    const build = fixtureBuild()
    writeFileSync(path.join(build.publicDir, "photo.png"), Buffer.alloc(4096))
    writeFileSync(path.join(build.publicDir, "gone.js.br"), "stale")
    await runPostBuild(build, () => undefined)
    for (const file of ["/robots.txt", "/app-0123456789abcdef0123.js", "/photo.png", "/_headers", "/_redirects"])
      expect([file, existsSync(path.join(build.publicDir, `${file}.br`))]).toEqual([file, false])
    expect(existsSync(path.join(build.publicDir, "gone.js.br"))).toBe(false)
  })

  it("writes no copies in a Netlify build: Netlify compresses by itself", async () => {
    const build = { ...fixtureBuild(), env: { NETLIFY: "true" } }
    const log: string[] = []
    await runPostBuild(build, (line) => log.push(line))
    expect(siteFiles(build.publicDir).filter((file) => /\.(br|gz)$/.test(file))).toEqual([])
    expect(log).toContain("Netlify build: no .br/.gz copies (Netlify compresses by itself)")
  })

  it("leaves every inline script of every page covered by that page's own policy hash", async () => {
    const build = fixtureBuild()
    const log: string[] = []
    await runPostBuild(build, (line) => log.push(line))
    const page = readFileSync(path.join(build.publicDir, "conditions", "acne", "index.html"), "utf8")
    const scripts = executableInlineScripts(page)
    // The loader replaced the chunk tags, so the policy must name the loader the step wrote, not the tags.
    expect(scripts.some((body) => body.includes("largest-contentful-paint"))).toBe(true)
    expect(scripts).toHaveLength(5)
    for (const body of scripts) expect(policyOf(page)).toContain(sha256(body))
    expect(page).not.toContain("\0")
    expect(log[0]).toBe("Removed React 18's stray NUL bytes from 1 HTML file(s)")
    expect(log[1]).toMatch(/^Precompressed 2 files/)
  })

  it("with a measurement id, puts gtag's queue inline and starts Google's tag after the load event, both hashed", async () => {
    const build = fixtureBuild({ GATSBY_GA_MEASUREMENT_ID: "G-TEST123" })
    await runPostBuild(build, () => undefined)
    const page = readFileSync(path.join(build.publicDir, "conditions", "acne", "index.html"), "utf8")
    const scripts = executableInlineScripts(page)
    const loader = scripts.find((body) => body.includes("largest-contentful-paint"))!
    expect(loader).toContain('"https://www.googletagmanager.com/gtag/js?id=G-TEST123"')
    expect(loader).toContain('window.addEventListener("load"')
    const chunks = parse(page).querySelector('script[type="application/json"]#paint-first-chunks')
    expect(JSON.parse(chunks!.textContent)).toEqual(["/webpack-runtime-0123456789abcdef0123.js", "/app-0123456789abcdef0123.js"])
    expect(page).not.toMatch(/<script[^>]+googletagmanager/)
    const tag = scripts.find((body) => body.includes('"config"') && body.includes('"G-TEST123"'))!
    expect(tag).toContain("portal.clinic.example")
    expect(scripts).toHaveLength(6)
    for (const body of scripts) expect(policyOf(page)).toContain(sha256(body))
    expect(policyOf(page)).toContain("script-src 'self'")
    expect(policyOf(page)).toContain("https://www.googletagmanager.com")
  })

  it("gives the home page, in one pass, Identity's forward first, the queue, the form's early script and the loader, all hashed", async () => {
    const build = fixtureBuild({ GATSBY_GA_MEASUREMENT_ID: "G-TEST123" })
    const withForm = gatsbyPage.replace(
      "</main>",
      `<form id="${LEAD_FORM_IDS.form}"></form><script id="${LEAD_FORM_SCRIPT_ID}"></script></main>`,
    )
    writeFileSync(path.join(build.publicDir, "index.html"), withForm)
    await runPostBuild(build, () => undefined)
    const page = readFileSync(path.join(build.publicDir, "index.html"), "utf8")
    const scripts = parse(page, { blockTextElements: { script: true } }).querySelectorAll("script")
    const ids = scripts.map((script) => script.id).filter(Boolean)
    // the forward first in the head, the queue last in it; the form's script after the form; the loader for the chunks
    expect(ids).toEqual([
      "identity-forward",
      "analytics-queue",
      LEAD_FORM_SCRIPT_ID,
      "gatsby-script-loader",
      "paint-first-chunks",
      "paint-first",
    ])
    expect(scripts.find((script) => script.id === LEAD_FORM_SCRIPT_ID)!.rawText).not.toBe("")
    for (const body of executableInlineScripts(page)) expect(policyOf(page)).toContain(sha256(body))
  })

  it("fails the coverage check when a step changes an inline script after the policy was written", async () => {
    const build = fixtureBuild()
    const lateRewrite = {
      name: "a rewrite placed after the policy",
      run: ({ publicDir }: Build) => {
        const file = path.join(publicDir, "404.html")
        writeFileSync(file, readFileSync(file, "utf8").replace("loaded()", "loaded(1)"))
      },
    }
    await runPostBuild(build, () => undefined, [...POST_BUILD_STEPS, lateRewrite])
    const page = readFileSync(path.join(build.publicDir, "404.html"), "utf8")
    expect(executableInlineScripts(page).some((body) => !policyOf(page).includes(sha256(body)))).toBe(true)
  })

  it("parses each page twice, once for its scripts and once for its policy: the check takes the links the policy read", async () => {
    const build = fixtureBuild()
    const parses = jest.spyOn(parse5, "parse")
    try {
      await runPostBuild(build, () => undefined)
      // the two pages: the condition's and the not-found page
      expect(parses).toHaveBeenCalledTimes(4)
    } finally {
      parses.mockRestore()
    }
  })

  it("still fails the build on a link that leads nowhere, found in what the page policy read", async () => {
    const build = fixtureBuild()
    const acne = path.join(build.publicDir, "conditions", "acne", "index.html")
    writeFileSync(acne, readFileSync(acne, "utf8").replace("</main>", '<a href="/nowhere">Gone</a></main>'))
    await expect(runPostBuild(build, () => undefined)).rejects.toThrow(
      '/conditions/acne: link "/nowhere" leads to no page or file',
    )
  })

  it("hashes exactly the scripts an HTML parser finds executable", () => {
    const hashes = inlineScriptHashes(new HtmlDocument(gatsbyPage, "/acne/index.html")).map((hash) => `'${hash}'`)
    expect(hashes.sort()).toEqual(executableInlineScripts(gatsbyPage).map(sha256).sort())
  })

  it("keeps every crawler out of a preview: robots.txt disallows all, and each server sends X-Robots-Tag", async () => {
    const build = fixtureBuild()
    await runPostBuild(build, () => undefined)
    expect(readFileSync(path.join(build.publicDir, "robots.txt"), "utf8")).toMatch(/^User-agent: \*\nDisallow: \/\n$/m)
    expect(JSON.parse(readFileSync(path.join(build.generatedDir, "site-headers.json"), "utf8"))).toMatchObject({
      "X-Robots-Tag": "noindex",
    })
    expect(readFileSync(path.join(build.generatedDir, "headers.conf"), "utf8")).toContain(
      'add_header X-Robots-Tag "noindex" always;',
    )
    expect(readFileSync(path.join(build.publicDir, "_headers"), "utf8")).toContain("  X-Robots-Tag: noindex")
  })

  it("writes every server's redirect of a French page's old address from data/, the one list", async () => {
    const build = fixtureBuild()
    mkdirSync(path.join(build.root, "data", "conditions"))
    writeFileSync(path.join(build.root, "data", "conditions", "anxiety.en.yaml"), "slug: anxiety\nfrenchSlug: anxiete\n")
    writeFileSync(path.join(build.root, "data", "conditions", "anxiety.fr.yaml"), "name: Anxiété\n")
    await runPostBuild(build, () => undefined, [nginxConfig, localServerHeaders, netlifyFiles])
    const moved = { from: "/fr/conditions/anxiety", to: "/fr/conditions/anxiete" }
    expect(JSON.parse(readFileSync(path.join(build.generatedDir, "moved-routes.json"), "utf8"))).toEqual([moved])
    expect(readFileSync(path.join(build.generatedDir, "http.conf"), "utf8")).toContain(`"${moved.from}" "${moved.to}";`)
    expect(readFileSync(path.join(build.publicDir, "_redirects"), "utf8")).toContain(`${moved.from}  ${moved.to}  301!`)
  })

  it("writes robots.txt and each server's configuration from the same rules", async () => {
    const build = { ...fixtureBuild(), preview: false }
    await runPostBuild(build, () => undefined)
    expect(readFileSync(path.join(build.publicDir, "robots.txt"), "utf8")).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://clinic.example/sitemap-index.xml\n",
    )
    expect(readFileSync(path.join(build.publicDir, "_headers"), "utf8")).not.toContain("X-Robots-Tag")
    expect(readFileSync(path.join(build.generatedDir, "server.conf"), "utf8")).toContain(
      "server_name clinic.example localhost 127.0.0.1;",
    )
    const headers = JSON.parse(readFileSync(path.join(build.generatedDir, "site-headers.json"), "utf8"))
    expect(readFileSync(path.join(build.publicDir, "_headers"), "utf8")).toContain(
      `  Content-Security-Policy: ${headers["Content-Security-Policy"]}`,
    )
    expect(readFileSync(path.join(build.publicDir, "_headers"), "utf8")).toContain(
      "/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable",
    )
    expect(readFileSync(path.join(build.publicDir, "_redirects"), "utf8")).toContain(
      "/conditions/acne  /conditions/acne/index.html  200",
    )
    expect(policyOf(readFileSync(path.join(build.publicDir, "404.html"), "utf8"))).toContain("https://seal.example")
  })
})

describe("the post-build pipeline on a later build", () => {
  const acne = (build: Build) => path.join(build.publicDir, "conditions", "acne", "index.html")
  /** What Gatsby writes again for a page: its raw text, as the fixture's first build found it. */
  const gatsbyWritesAgain = (build: Build, page = gatsbyPage) => writeFileSync(acne(build), page)

  it("puts back a page an earlier build finished from the same text, and leaves a page Gatsby did not write again", async () => {
    const build = fixtureBuild()
    await runPostBuild(build, () => undefined)
    const finished = readFileSync(acne(build), "utf8")
    gatsbyWritesAgain(build)
    const log: string[] = []
    await runPostBuild(build, (line) => log.push(line))
    expect(log).toContain("2 page(s) finished as an earlier build did, 0 to finish")
    expect(readFileSync(acne(build), "utf8")).toBe(finished)
  })

  it("rewrites no page in the page steps when nothing changed", async () => {
    const build = fixtureBuild()
    await runPostBuild(build, () => undefined)
    gatsbyWritesAgain(build)
    const rewrites = jest.spyOn(HtmlDocument.prototype, "toString")
    try {
      await runPostBuild(build, () => undefined)
      expect(rewrites).not.toHaveBeenCalled()
    } finally {
      rewrites.mockRestore()
    }
  })

  it("finishes anew a page whose text changed, and only that page", async () => {
    const build = fixtureBuild()
    await runPostBuild(build, () => undefined)
    gatsbyWritesAgain(build, gatsbyPage.replace("loaded()", "loaded(2)"))
    const log: string[] = []
    await runPostBuild(build, (line) => log.push(line))
    expect(log).toContain("1 page(s) finished as an earlier build did, 1 to finish")
    const page = readFileSync(acne(build), "utf8")
    expect(page).toContain("loaded(2)")
    for (const body of executableInlineScripts(page)) expect(policyOf(page)).toContain(sha256(body))
  })

  it("finishes every page anew when the build's environment changed: no page keeps an earlier build's tag or policy", async () => {
    const build = fixtureBuild()
    await runPostBuild(build, () => undefined)
    gatsbyWritesAgain(build)
    const withTag = { ...build, env: { GATSBY_GA_MEASUREMENT_ID: "G-TEST123" } }
    const log: string[] = []
    await runPostBuild(withTag, (line) => log.push(line))
    expect(log.some((line) => line.includes("finished as an earlier build did"))).toBe(false)
    const page = readFileSync(acne(build), "utf8")
    expect(page).toContain("G-TEST123")
    expect(policyOf(page)).toContain("https://www.googletagmanager.com")
  })

  it("finishes every page anew when the steps' code, the lock file or the clinic's facts changed", () => {
    const build = fixtureBuild()
    const fingerprint = () => pageStepsFingerprint(build.root, build.env)
    const before = fingerprint()
    expect(fingerprint()).toBe(before)
    for (const file of [
      "gatsby/post-build/paint-first.ts",
      "src/inline/paint-first.ts",
      "src/lib/phone.ts",
      "package-lock.json",
    ]) {
      const full = path.join(build.root, file)
      const was = fingerprint()
      mkdirSync(path.dirname(full), { recursive: true })
      writeFileSync(full, `// ${file}`)
      expect(fingerprint()).not.toBe(was)
    }
    const was = fingerprint()
    writeFileSync(path.join(build.root, "data", "site.yaml"), "analytics:\n  consent: opt-out\n")
    expect(fingerprint()).not.toBe(was)
    expect(pageStepsFingerprint(build.root, { ...build.env, PATH: "/elsewhere" })).toBe(fingerprint())
    expect(pageStepsFingerprint(build.root, { ...build.env, GATSBY_EMAILJS_ORIGIN: "https://x.example" })).not.toBe(fingerprint())
  })
})
