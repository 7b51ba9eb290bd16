/**
 * The pages' inline scripts, compiled from the typed modules of src/inline/ by esbuild into minified IIFEs: the code
 * that ships is the code the type checker, the linter and the unit tests (which run this same output in jsdom) read.
 * A build's own values (the measurement id, the third-party scripts) go in as esbuild defines, never as text stitched
 * into code. Each page's policy hashes the output as it lands in the page (page-policy.ts).
 */
import { buildSync } from "esbuild"
import path from "path"

/** The modules of src/inline/ that become inline scripts, and the build values each is compiled with. */
export interface InlineScripts {
  "analytics-queue": { ANALYTICS_SETTINGS: unknown }
  "paint-first": { THIRD_PARTY_SCRIPTS: string[] }
  "lead-form-early": Record<string, never>
  "identity-forward": { EDITOR_PATH: string }
}

const INLINE_DIR = path.resolve(__dirname, "../../src/inline")

// The browsers the site supports run ES2020 natively (as tsconfig.json targets): no helper code for older syntax.
const TARGET = "es2020"

const compiled = new Map<string, string>()

/** The minified IIFE of src/inline/<name>.ts with the build's values defined; "<" escaped in them, so none can end a script. */
export function compileInline<Name extends keyof InlineScripts>(name: Name, values: InlineScripts[Name]): string {
  const define = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, JSON.stringify(value).replace(/</g, "\\u003c")]),
  )
  const key = `${name} ${JSON.stringify(define)}`
  if (!compiled.has(key)) {
    const { outputFiles } = buildSync({
      entryPoints: [path.join(INLINE_DIR, `${name}.ts`)],
      bundle: true,
      format: "iife",
      minify: true,
      target: TARGET,
      platform: "browser",
      legalComments: "none",
      define,
      write: false,
    })
    const code = outputFiles[0].text.trim()
    if (/<\/script/i.test(code)) throw new Error(`src/inline/${name}.ts compiles to code that would end its <script> early`)
    compiled.set(key, code)
  }
  return compiled.get(key)!
}
