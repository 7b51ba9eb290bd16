// The content editor at /admin (Decap CMS), built as its own bundle by gatsby-plugin-decap-cms's webpack step. The
// plugin is driven from here rather than listed in gatsby-config: listed, its gatsby-browser.js would add an identity
// redirect to every public page's bundle, and its webpack changes would touch the public pages' chunks.
import type { CreateDevServerArgs, CreateWebpackConfigArgs } from "gatsby"
import { readdirSync } from "fs"
import path from "path"
import webpack from "webpack"

import { siteUrl } from "../../src/lib/site-url"
import { EDITOR_PATH, editorPolicy } from "../server-config/http-rules"
import { buildCmsConfig, cmsBackend, cmsEnvironment, editorTexts } from "../content/cms-config"
import { previewData } from "../content/cms-preview-data"
import { readDataFiles, readDataTexts } from "../content/data-files"
import { expectedPages, medicationCategories, pageFields } from "../content/site-pages"
import { decapCmsPlugin, htmlPageOptions } from "../internals"

/** A value as code for DefinePlugin: the JSON text, parsed where it stands. */
const builtIn = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`

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
      const files = readDataFiles(path.resolve("data"))
      const sitePaths = expectedPages(files, readdirSync(path.resolve("src/pages")))
        .map((page) => page.path)
        .sort()
      const cmsConfig = buildCmsConfig(env, {
        sitePaths,
        medicationCategories: medicationCategories(files),
        pageFields: pageFields(files),
      })
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
            content: editorPolicy(cmsConfig.local_backend.url),
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
        new webpack.DefinePlugin({
          CMS_CONFIG: builtIn(cmsConfig),
          CMS_PREVIEW_DATA: builtIn(previewData(path.resolve("data"))),
          CMS_DATA_TEXTS: builtIn(editorTexts(readDataTexts(path.resolve("data")))),
        }),
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
