// Gatsby ends every page with <script async> tags for its runtime, React and the app (written through its scripts
// slice, so no server rendering hook sees them). On a fast connection they arrive while the HTML is still being parsed
// and run before the browser's first paint, so the page's largest text waits for React to evaluate: LCP measured 2.2
// to 3.6 times that of the same page without scripts. After the build, each page's tags become a tiny inline loader
// that inserts them once the largest paint is on screen: the prerendered page shows first, then hydrates. The same
// first-load chunks carry V8's explicit compile hint, so their functions compile off the main thread while the scripts
// stream in.
import { readFile, writeFile } from "fs/promises"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { Compilation, sources, type Compiler } from "webpack"
import { htmlFiles } from "../../src/lib/html-files"
import { paintFirst } from "./paint-first"

/** The chunks every page runs in full before it is interactive: Gatsby's runtime, React and the app shell. */
export const FIRST_LOAD_CHUNKS = ["webpack-runtime", "framework", "app"]
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

/**
 * Without a hint V8 compiles each function lazily, on the main thread, the first time it runs: for these chunks that
 * is inside the one task that evaluates every module. With `allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints)
 * V8 compiles them eagerly while streaming the script, off the main thread. The hint must open the file, so it is
 * added after minification (which would strip it).
 */
class CompileHintPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap("CompileHintPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHintPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !FIRST_LOAD_CHUNKS.includes(chunk.name)) continue
            for (const file of chunk.files)
              if (file.endsWith(".js")) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source))
          }
        },
      )
    })
  }
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ plugins: [new CompileHintPlugin()] })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }) => {
  const { program } = store.getState() as { program: { directory: string } }
  const publicDir = path.join(program.directory, "public")
  // Only pages: Gatsby's own partials under _gatsby/ are already stitched into them.
  const pages = (await htmlFiles(publicDir)).filter((file) => !path.relative(publicDir, file).startsWith("_gatsby"))
  for (const file of pages) {
    const html = await readFile(file, "utf8")
    const changed = paintFirst(html)
    if (changed !== html) await writeFile(file, changed)
  }
}
