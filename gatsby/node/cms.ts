// The content editor at /admin (Decap CMS), built as its own bundle by gatsby-plugin-decap-cms's webpack step. The
// plugin is driven from here rather than listed in gatsby-config: listed, its gatsby-browser.js would add an identity
// redirect to every public page's bundle, and its webpack changes would touch the public pages' chunks.
import type { CreateDevServerArgs, CreateWebpackConfigArgs } from "gatsby"
import path from "path"
import webpack from "webpack"

import { siteUrl } from "../../src/lib/site-url"
import { EDITOR_PATH, editorPolicy } from "../server-config/http-rules"
import { cmsBackend, cmsEnvironment } from "../content/cms-config"
import { readDataSource } from "../content/data-files"
import { editorBuiltIn, editorDataFiles } from "../content/editor-data"
import { decapCmsPlugin, htmlPageOptions } from "../internals"

/** A value as code for DefinePlugin: the JSON text, parsed where it stands. */
const builtIn = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`

/**
 * Writes what grows with the entries beside the bundle, under /admin/data/ (gatsby/content/editor-data.ts), as files
 * of the editor's own compilation: a build writes them to public/admin/ with cms.js, and `gatsby develop`, whose
 * watcher writes there too, serves them from public/ as it serves cms.js.
 */
class EditorDataFiles {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap("EditorDataFiles", (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: "EditorDataFiles", stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, text] of Object.entries(editorDataFiles(readDataSource(path.resolve("data")))))
            compilation.emitAsset(file, new webpack.sources.RawSource(text))
        },
      ),
    )
  }
}

const options = () => {
  const env = cmsEnvironment(process.env, siteUrl)
  return {
    modulePath: path.resolve("src/cms/cms.tsx"),
    publicPath: EDITOR_PATH.slice(1),
    manualInit: true,
    htmlTitle: "Content editor · Lakeshore Virtual Clinic",
    // robots "none": the editor is no page to find by search
    includeRobots: false,
    // Netlify Identity's widget wherever it signs editors in: git-gateway, the backend when CMS_BACKEND is unset too.
    // It loads in /admin alone; the home page forwards Identity's e-mail links here (gatsby/post-build/identity-forward.ts).
    enableIdentityWidget: cmsBackend(env).name === "git-gateway",
    customizeWebpackConfig: (config: webpack.Configuration, { stage }: { stage: string }) => {
      const values = editorBuiltIn(readDataSource(path.resolve("data")), env)
      for (const html of htmlPageOptions(config)) {
        // The site's one URL per page is /admin, without the slash: the base keeps the editor's relative files
        // (its scripts, the preview's style sheet) under /admin/.
        html.base = `${EDITOR_PATH}/`
        // the plugin's page has no lang: the editor's words (Decap's English) are read in English
        html.templateContent = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${html.title}</title></head><body></body></html>`
        html.meta = {
          ...html.meta,
          "Content-Security-Policy": {
            "http-equiv": "Content-Security-Policy",
            content: editorPolicy(values.CMS_CONFIG.local_backend.url),
          },
        }
      }
      config.resolve = {
        ...config.resolve,
        alias: { ...(config.resolve?.alias as object), gatsby$: path.resolve("src/cms/gatsby-in-editor.tsx") },
      }
      config.plugins = [
        ...(config.plugins ?? []),
        // read once each, by src/cms/built-in-data.ts; as JSON, which the browser parses faster than a literal
        new webpack.DefinePlugin(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, builtIn(value)]))),
        new EditorDataFiles(),
      ]
      // the build publishes no source maps (gatsby/node/webpack.ts); the editor's own neither
      config.devtool = false
      // The plugin copies Gatsby's configuration, persistent cache included: sharing the public pages' cache, a build
      // after a site build resolved "gatsby" to Gatsby's runtime from it (not the editor's stand-in, whose modules then
      // failed to load). A build's editor has a cache of its own: built afresh, it took 20 s of every build. `gatsby
      // develop` compiles it once and watches: no cache, whose first store would run beside the first pages served.
      if (stage === "build-javascript" && typeof config.cache === "object" && config.cache.type === "filesystem") {
        config.cache = { ...config.cache, name: "editor", cacheLocation: path.resolve(".cache", "webpack", "editor") }
      } else config.cache = false
    },
  }
}

/** Builds /admin; the public pages' webpack configuration is left as it is (the plugin's own changes are dropped). */
export const buildEditor = (args: CreateWebpackConfigArgs): Promise<void> =>
  decapCmsPlugin().onCreateWebpackConfig({ ...args, actions: { ...args.actions, setWebpackConfig: () => undefined } }, options())

export const serveEditorInDevelop = (args: CreateDevServerArgs): void => decapCmsPlugin().onCreateDevServer(args, options())
