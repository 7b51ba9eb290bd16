import { createHash } from "crypto"
import { readFileSync } from "fs"
import { parse } from "node-html-parser"
import path from "path"

import { pageFiles } from "../../gatsby/post-build/html-files"
import { PUBLIC_DIR } from "./support/built-site"

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`

describe("the built site's page policies", () => {
  it.each(pageFiles(PUBLIC_DIR))("%s: every inline script the browser runs is named by the page's own policy", (file) => {
    const page = parse(readFileSync(path.join(PUBLIC_DIR, file), "utf8"), { blockTextElements: { script: true } })
    const policy = page.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? ""
    const inline = page
      .querySelectorAll("script")
      .filter((script) => !script.hasAttribute("src") && script.rawText.length > 0)
      .filter((script) => !script.getAttribute("type") || /^(text\/javascript|module)$/i.test(script.getAttribute("type")!))
    expect(inline.length).toBeGreaterThan(0)
    for (const script of inline) expect(policy).toContain(sha256(script.rawText))
  })
})
