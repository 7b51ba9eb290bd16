// Everything that happens to a build's output after Gatsby wrote it, in one ordered list of steps.
import { mkdirSync, writeFileSync } from "fs"
import path from "path"

import { readSite } from "../content/data-files"
import { movedFrenchRoutes } from "../content/page-routes"
import { siteSource } from "../content/site-pages"
import { MOVED_ROUTES_FILE, movedRoutesJson, SITE_HEADERS_FILE, siteHeadersJson } from "../server-config/local-server"
import type { MovedRoute } from "../server-config/http-rules"
import { netlifyHeaders, netlifyRedirects } from "../server-config/netlify"
import { nginxIncludes } from "../server-config/nginx"
import { addAnalyticsTag, analyticsSettings, type AnalyticsFacts, gtagScriptUrl } from "./analytics-tag"
import { htmlFiles, pageFiles, pageRoutes, rewritePages, siteFiles } from "./html-files"
import {
  buildFingerprint,
  finishedPagesDir,
  keepFinishedPages,
  type PagesToFinish,
  pruneFinishedPages,
  reuseFinishedPages,
} from "./finished-pages"
import { claimFrenchAddresses } from "./french-not-found"
import { addIdentityForward, HOME_PAGE_FILE } from "./identity-forward"
import { addLeadFormEarlyScript, mayHaveLeadForm } from "./lead-form-early"
import { removeStrayNulBytes } from "./nul-bytes"
import { addPagePolicy, policySources } from "./page-policy"
import { loadScriptsAfterPaint } from "./paint-first"
import { compressAhead, precompress } from "./precompress"
import { checkPagesAndLinks } from "../checks/site-check"
import { noteFacts, pageFacts } from "../checks/page-facts"
import type { Build, PostBuildStep } from "./step"

const writeFile = (dir: string, name: string, text: string) => {
  mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(dir, name), text)
}

const siteYaml = (root: string): unknown => readSite(root)

const moved = new WeakMap<Build, MovedRoute[]>()

/**
 * The French addresses the build's entry pages had before their French web addresses (every server redirects them):
 * read from data/ once per build, for the three steps that write them.
 */
const movedRoutes = (build: Build): MovedRoute[] => {
  if (!moved.has(build)) moved.set(build, movedFrenchRoutes(siteSource(build.root).pages))
  return moved.get(build)!
}

const sealImage = (root: string): string | undefined => (siteYaml(root) as { seal?: { image?: string } } | undefined)?.seal?.image

const finishing = new WeakMap<Build, PagesToFinish & { store: string }>()

/** The pages the page steps rewrite: every page, but those an earlier build finished the same way (reuseFinished). */
const pagesToFinish = (build: Build): string[] => finishing.get(build)?.files ?? pageFiles(build.publicDir)

export const reuseFinished: PostBuildStep = {
  name: "put back the pages an earlier build finished from the same text",
  run: (build) => {
    const cacheDir = finishedPagesDir(build.root)
    pruneFinishedPages(cacheDir)
    const store = path.join(cacheDir, buildFingerprint(build))
    const pages = reuseFinishedPages(build.publicDir, pageFiles(build.publicDir), store)
    finishing.set(build, { ...pages, store })
    if (pages.reused > 0) return `${pages.reused} page(s) finished as an earlier build did, ${pages.files.length} to finish`
  },
}

export const keepFinished: PostBuildStep = {
  name: "keep the finished pages for the next build",
  run: (build) => {
    const pages = finishing.get(build)
    if (pages) keepFinishedPages(build.publicDir, pages, pages.store)
  },
}

export const repairNulBytes: PostBuildStep = {
  name: "repair React's stray NUL bytes",
  run: ({ publicDir }) => {
    const repaired = removeStrayNulBytes(publicDir, htmlFiles(publicDir))
    if (repaired > 0) return `Removed React 18's stray NUL bytes from ${repaired} HTML file(s)`
  },
}

/**
 * The page steps that add or move scripts, in one parse of each page: Google Analytics' queue inline (when the build
 * has a measurement id), the lead form's early script where the form is, the forward of Identity's links on the home
 * page, and the paint-first rewrite of Gatsby's chunk scripts, which also starts Google's tag. Their edits touch
 * different elements; each was a pass of its own, and parsing every page was most of each pass's time (some 4 s a pass
 * at ten times the content).
 */
export const pageScripts: PostBuildStep = {
  name: "put Google Analytics' queue inline, fill the lead form's early script, forward Netlify Identity's links from the home page, and start Gatsby's scripts after the largest paint and Google's tag once the visitor is reading",
  run: async (build) => {
    const analytics = analyticsSettings(build.env, siteYaml(build.root) as AnalyticsFacts)
    const measurementId = build.env.GATSBY_GA_MEASUREMENT_ID
    const thirdParty = measurementId ? [gtagScriptUrl(measurementId)] : []
    await rewritePages(build.publicDir, pagesToFinish(build), (page) => {
      if (analytics) addAnalyticsTag(page, analytics)
      if (mayHaveLeadForm(page.html)) addLeadFormEarlyScript(page)
      if (page.page === HOME_PAGE_FILE) addIdentityForward(page)
      loadScriptsAfterPaint(page, thirdParty)
    })
  },
}

/** A preview keeps every crawler out (its pages say noindex too, for links from elsewhere). */
export const PREVIEW_ROBOTS_TXT = "# A preview: not launch-ready (npm run check:launch)\nUser-agent: *\nDisallow: /\n"

export const robotsTxt: PostBuildStep = {
  name: "write robots.txt",
  run: ({ publicDir, siteUrl, preview }) =>
    writeFile(
      publicDir,
      "robots.txt",
      preview ? PREVIEW_ROBOTS_TXT : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
    ),
}

/**
 * The last change to each page, so it also notes for the check what the page holds (its ids and links, which the policy
 * meta does not change) by the text it is served with: the check need not parse every page once more.
 */
export const pagePolicies: PostBuildStep = {
  name: "give each page its Content-Security-Policy",
  run: async (build) => {
    const sources = policySources(build.env, sealImage(build.root))
    await rewritePages(
      build.publicDir,
      pagesToFinish(build),
      (page) => addPagePolicy(page, sources),
      (page, served) => noteFacts(build, served, pageFacts(page, build.siteUrl)),
    )
  },
}

export const nginxConfig: PostBuildStep = {
  name: "write nginx's includes",
  run: (build) => {
    for (const [name, text] of Object.entries(nginxIncludes(build.siteUrl, build.preview, movedRoutes(build))))
      writeFile(build.generatedDir, name, text)
  },
}

export const localServerHeaders: PostBuildStep = {
  name: "write the headers and the redirects `npm start` sends",
  run: (build) => {
    writeFile(build.generatedDir, SITE_HEADERS_FILE, siteHeadersJson(build.preview))
    writeFile(build.generatedDir, MOVED_ROUTES_FILE, movedRoutesJson(movedRoutes(build)))
  },
}

export const netlifyFiles: PostBuildStep = {
  name: "write the managed host's _headers and _redirects",
  run: (build) => {
    const { publicDir } = build
    const files = siteFiles(publicDir)
    writeFile(publicDir, "_headers", netlifyHeaders(files, build.preview))
    writeFile(publicDir, "_redirects", netlifyRedirects(pageRoutes(publicDir), files, movedRoutes(build)))
  },
}

export const frenchNotFoundAddresses: PostBuildStep = {
  name: "let the French not-found page answer at the unknown French address it is served for",
  run: ({ publicDir }) => {
    claimFrenchAddresses(publicDir)
  },
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

/** Netlify compresses on its own and would serve the copies as files of their own, so a build there writes none. */
const isNetlify = (build: Build) => build.env.NETLIFY === "true"

const compressingAhead = new WeakMap<Build, ReturnType<typeof compressAhead>>()

export const copiesAhead: PostBuildStep = {
  name: "start the .br and .gz copies of the files no page step rewrites",
  run: (build) => {
    if (!isNetlify(build)) compressingAhead.set(build, compressAhead(build.publicDir))
  },
}

export const compressedCopies: PostBuildStep = {
  name: "write the .br and .gz copies of every text file",
  run: async (build) => {
    if (isNetlify(build)) return "Netlify build: no .br/.gz copies (Netlify compresses by itself)"
    const ahead = compressingAhead.get(build)?.stop()
    const { files, bytes, brotliBytes, gzipBytes, reused } = await precompress(build.publicDir, undefined, ahead)
    return `Precompressed ${files} files (${kb(bytes)}, ${reused} of them as an earlier build did): brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}`
  },
}

/**
 * The order matters and is stated here, not left to the order Gatsby runs plugins in: the NUL repair works on the bytes
 * React wrote, before any step reads them as text; then the pages an earlier build finished from the same text are put
 * back, and the page steps up to the policy work on the others alone, which are kept for the next build once the policy
 * is in, and the check reads every page as it is served (by its text, it takes what the policy step or an earlier build
 * read of the same text, and parses only a page neither did: gatsby/checks/page-facts.ts); in one pass over each page,
 * the analytics queue goes inline, the lead form's early script fills its element, the home page gets the forward of
 * Identity's links, and the paint-first rewrite replaces script tags with an inline loader that also starts Google's
 * tag (each compiled from src/inline/); the page policy hashes every page's inline scripts, so it comes after the last
 * step that changes HTML; the server files list what public/ holds, so they come after every step that adds a file to
 * it. The compressed copies (.br, .gz) come last, once no file changes any more: a copy made before a rewrite would
 * serve the old file. Those of the files that are not pages are started before the page steps, into the cache alone, on
 * the other core; the last step takes them from there for a file as it was, and compresses anew one a later step
 * changed (the French not-found page's data).
 */
export const POST_BUILD_STEPS: ReadonlyArray<PostBuildStep> = [
  repairNulBytes,
  reuseFinished,
  copiesAhead,
  pageScripts,
  robotsTxt,
  pagePolicies,
  keepFinished,
  checkPagesAndLinks,
  nginxConfig,
  localServerHeaders,
  netlifyFiles,
  frenchNotFoundAddresses,
  compressedCopies,
]

/** Runs every step over the build, in order; `log` gets what the steps report, then how long each took. */
export async function runPostBuild(build: Build, log: (line: string) => void, steps = POST_BUILD_STEPS): Promise<void> {
  const times: string[] = []
  for (const step of steps) {
    const start = performance.now()
    const line = await step.run(build)
    if (line) log(line)
    times.push(`${step.name} ${Math.round(performance.now() - start)} ms`)
  }
  log(`Post-build steps: ${times.join("; ")}`)
}
