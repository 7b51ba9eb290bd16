// Every private part of Gatsby, and of the packages the site drives below their public API, that the site relies on:
// what an upgrade may break. __tests__/gatsby-internals.test.ts checks each against the installed packages.
import type { CreateDevServerArgs, CreateWebpackConfigArgs } from "gatsby"
import { createRequire } from "module"
import path from "path"
import type webpack from "webpack"

export { FIND_PATH_MODULE, LOADER_GLOBAL, gatsbyLoader } from "../src/lib/gatsby-internals"

/** Gatsby's copy of cache-dir/find-path.js that its browser runtime imports (FIND_PATH_MODULE resolves to it). */
export const findPathFile = (siteDirectory: string): string => path.join(siteDirectory, ".cache", "find-path.js")

// Gatsby compiles the gatsby-node files into .cache, where `require.resolve` is not defined: packages are resolved from
// the site's own root.
const siteRequire = () => createRequire(path.join(process.cwd(), "package.json"))

/**
 * Gatsby's internal Partytown plugin's browser file, which the build leaves out of the bundle: if it moves, gatsby-script
 * and Partytown's snippet (about 2 KB gzip, for work done in `gatsby develop` only) are back in every page's app chunk.
 */
export const partytownBrowserFile = (): string => siteRequire().resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser")

/** Gatsby's names for the chunks every page runs in full before it is interactive; renamed, the compile hint is lost. */
export const FIRST_LOAD_CHUNKS = ["webpack-runtime", "framework", "app"]

/** The directory Gatsby saves its state in after a good build; moved, a failed build's stale nodes outlive it. */
export const SAVED_STATE_DIR = path.join(".cache", "redux")

/** The variable gatsby-cli names its command in (`build`, `develop`). */
export const COMMAND_ENV = "gatsby_executing_command"

/** The command Gatsby runs; renamed, neither the develop overlay nor the failed build's cleanup would ever act. */
export const gatsbyCommand = (): string | undefined => process.env[COMMAND_ENV]

/** What Gatsby's develop overlay shows of an error (as its panel for GraphQL errors reads it): title, tag and text. */
export interface OverlayError {
  level: string
  code: string
  context: { sourceMessage: string }
  text: string
}

/** The channel Gatsby's develop overlay listens on; without it, content errors show in the terminal only. */
export const gatsbyWebsocketManager = async () => (await import("gatsby/dist/utils/websocket-manager")).websocketManager

/** The hooks of gatsby-plugin-decap-cms that build and serve /admin. */
export interface DecapCmsPlugin {
  onCreateWebpackConfig: (args: CreateWebpackConfigArgs, options: object) => Promise<void>
  onCreateDevServer: (args: CreateDevServerArgs, options: object) => void
}

const DECAP_CMS_PLUGIN = "gatsby-plugin-decap-cms/gatsby-node"

/**
 * gatsby-plugin-decap-cms's hooks, called by gatsby/node/cms.ts instead of listing the plugin in gatsby-config (which
 * would put its browser code on every page); without them there is no /admin.
 */
export const decapCmsPlugin = (): DecapCmsPlugin => siteRequire()(DECAP_CMS_PLUGIN)

/** html-webpack-plugin as gatsby-plugin-decap-cms loads it (its own copy): the plugin that writes /admin's page. */
export const editorHtmlWebpackPlugin = (): new (options?: object) => webpack.WebpackPluginInstance =>
  createRequire(siteRequire().resolve(DECAP_CMS_PLUGIN))("html-webpack-plugin")

/** The options html-webpack-plugin writes /admin's page with that the editor changes. */
export interface HtmlPageOptions {
  base: string | false
  meta: Record<string, unknown>
  title: string
  /** The page's markup; html-webpack-plugin puts the base, the meta tags and the scripts into its head. */
  templateContent: string | false
}

/**
 * The private `options` of each html-webpack-plugin in a webpack configuration (made by its constructor, read when it
 * writes the page): without them /admin gets neither its base, so its scripts resolve outside /admin/, nor its CSP.
 */
export const htmlPageOptions = (config: webpack.Configuration): HtmlPageOptions[] => {
  const HtmlWebpackPlugin = editorHtmlWebpackPlugin()
  return (config.plugins ?? [])
    .filter((plugin) => plugin instanceof HtmlWebpackPlugin)
    .map((plugin) => (plugin as unknown as { options: HtmlPageOptions }).options)
}
