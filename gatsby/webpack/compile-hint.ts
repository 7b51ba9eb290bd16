// The webpack plugin that opens the first-load chunks with V8's explicit compile hint.
import { Compilation, type Compiler, sources } from "webpack"

import { FIRST_LOAD_CHUNKS } from "../internals"

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

/**
 * Without a hint V8 compiles each function lazily, on the main thread, the first time it runs: for these chunks that
 * is inside the one task that evaluates every module. With `allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints)
 * V8 compiles them eagerly while streaming the script, off the main thread. The hint must open the file, so it is
 * added after minification (which would strip it).
 */
export class CompileHintPlugin {
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
