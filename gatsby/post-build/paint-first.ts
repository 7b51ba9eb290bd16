// Post-build step: each page starts Gatsby's chunk scripts only once its largest paint is on screen, and third-party
// scripts (Google's tag) only once the page has loaded and the visitor touches it, or some seconds later.
// Gatsby ends every page with <script async> tags for its runtime, React and the app (written through its scripts
// slice, so no server rendering hook sees them). On a fast connection they arrive while the HTML is still being parsed
// and run before the browser's first paint, so the page's largest text waits for React to evaluate: LCP measured 2.2
// to 3.6 times that of the same page without scripts. The tags become a data block listing them and the inline loader
// of src/inline/paint-first.ts, which inserts them once the largest paint is on screen: the prerendered page shows
// first, then hydrates.
// Google's tag, the heaviest script of every page, waits until the visitor is reading (its start-up was a long task
// during load: docs/decisions.md#google-analytics-without-gatsby-plugin-google-gtag); gtag's inline queue holds what it records.
import { CHUNKS_ID } from "../../src/inline/paint-first-timing"
import { attribute, type Element, type HtmlDocument, isExecutableScript } from "./html-document"
import { compileInline } from "./inline-scripts"

/** The attribute that marks the loader, so a page already rewritten (an incremental build kept it) is left as it is. */
export const LOADER_ID = "paint-first"

/** Gatsby's chunk scripts: in <body>, loading a file of the site's own (a path) asynchronously, in the order written. */
export const chunkScripts = (page: HtmlDocument): Element[] => {
  const body = page.the("body")
  return page.elements(
    (element) =>
      isExecutableScript(element) &&
      element.attrs.some((attr) => attr.name === "async") &&
      /^\/(?!\/)/.test(attribute(element, "src") ?? "") &&
      page.within(element, body),
  )
}

// JSON inside a <script>: "<" escaped, so no value can close the element.
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * Replaces the page's chunk scripts with the list of them and the loader, where the first of them was; `thirdParty`
 * scripts (Google's tag) start after the load event, as the loader says. A page with no chunk scripts and no loader
 * fails the build: Gatsby wrote its scripts some other way, and the page would never start its app.
 */
export function loadScriptsAfterPaint(page: HtmlDocument, thirdParty: ReadonlyArray<string>): void {
  const scripts = chunkScripts(page)
  if (scripts.length === 0) {
    if (page.elements((element) => attribute(element, "id") === LOADER_ID).length > 0) return
    throw page.failure('has no chunk scripts (<script src="/..." async> in <body>) for the paint-first loader to start')
  }
  const sources = scripts.map((script) => attribute(script, "src")!)
  page.insertBefore(
    scripts[0],
    `<script type="application/json" id="${CHUNKS_ID}">${json(sources)}</script>` +
      `<script id="${LOADER_ID}">${compileInline("paint-first", { THIRD_PARTY_SCRIPTS: [...thirdParty] })}</script>`,
  )
  for (const script of scripts) page.remove(script)
}
