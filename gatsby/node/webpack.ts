// The site's changes to Gatsby's webpack configuration for the browser bundles.
import type { GatsbyNode } from "gatsby"

import { FIND_PATH_MODULE, findPathFile, partytownBrowserFile } from "../internals"
import { CompileHintPlugin } from "../webpack/compile-hint"
import { buildEditor } from "./cms"

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async (args) => {
  const { stage, actions, store } = args
  if (stage === "develop" || stage === "build-javascript") await buildEditor(args)
  if (stage !== "build-javascript" && stage !== "develop") return
  // src/lib/not-found-address.ts sets the match paths of the very module Gatsby's runtime reads
  actions.setWebpackConfig({
    resolve: { alias: { [`${FIND_PATH_MODULE}$`]: findPathFile(store.getState().program.directory) } },
  })
  if (stage !== "build-javascript") return
  // Source maps would publish the whole source next to the site; the build keeps none. The benchmark alone asks for maps
  // that no bundle links to, to say which modules fill each chunk: the bundles are the same, save a few minified names in
  // webpack's runtime (same size).
  actions.setWebpackConfig({
    devtool: process.env.BENCH_SOURCE_MAPS === "1" ? "hidden-source-map" : false,
    plugins: [new CompileHintPlugin()],
    // Gatsby's internal Partytown plugin runs in the browser during `gatsby develop` only, yet its browser file puts
    // gatsby-script and Partytown's snippet (about 2 KB gzip) into every production page's app chunk. No page here loads
    // a script off the main thread: the file is left out of the browser bundle.
    resolve: { alias: { [partytownBrowserFile()]: false } },
  })
}
