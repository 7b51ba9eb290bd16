/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "fs"
import { createRequire } from "module"
import os from "os"
import path from "path"

import {
  COMMAND_ENV,
  decapCmsPlugin,
  editorHtmlWebpackPlugin,
  FIND_PATH_MODULE,
  findPathFile,
  FIRST_LOAD_CHUNKS,
  gatsbyWebsocketManager,
  htmlPageOptions,
  LOADER_GLOBAL,
  partytownBrowserFile,
  SAVED_STATE_DIR,
} from "../gatsby/internals"

// What an upgrade of Gatsby, gatsby-plugin-decap-cms or its html-webpack-plugin breaks first: every private part the
// site relies on (gatsby/internals.ts), checked against the installed packages.

const gatsbyRequire = createRequire(require.resolve("gatsby/package.json"))
const gatsbyFile = (file: string) => readFileSync(gatsbyRequire.resolve(`gatsby/${file}`), "utf8")

describe("the private parts of the installed Gatsby the site relies on", () => {
  afterEach(() => jest.restoreAllMocks())

  it("puts its page loader, with loadPage, on the window property the page transition reads", () => {
    for (const runtime of ["cache-dir/production-app.js", "cache-dir/app.js"])
      expect(gatsbyFile(runtime)).toContain(`window.${LOADER_GLOBAL} = publicLoader`)
    const publicLoader = gatsbyFile("cache-dir/loader.js").match(/export const publicLoader = \{[\s\S]*?\n\}/)?.[0]
    expect(publicLoader).toContain("loadPage:")
  })

  it("lets onClientEntry claim an address with a match path before its start-up moves a page to its own address", () => {
    const start = gatsbyFile("cache-dir/production-app.js")
    const entry = start.indexOf("apiRunnerAsync(`onClientEntry`).then(")
    const check = start.indexOf("loader.findMatchPath(stripPrefix(browserLoc.pathname, __BASE_PATH__))")
    expect(entry).toBeGreaterThan(-1)
    expect(check).toBeGreaterThan(entry)
    // the loader and the start-up read the match paths of the one module the alias resolves to, in .cache
    expect(gatsbyFile("cache-dir/loader.js")).toContain('import { setMatchPaths, findPath, findMatchPath } from "./find-path"')
    expect(gatsbyFile("cache-dir/find-path.js")).toMatch(/export const setMatchPaths = value => \{\s*matchPaths = value/)
    // and its router renders the page at the addresses its data's matchPath names (gatsby/post-build/french-not-found.ts)
    expect(start).toMatch(/pageResources\.page\.matchPath \|\|/)
    expect(gatsbyFile("cache-dir/loader.js")).toContain("matchPath: pageData.matchPath,")
    expect(findPathFile("/site")).toBe(path.join("/site", ".cache", "find-path.js"))
    expect(FIND_PATH_MODULE).toBe("gatsby-find-path")
  })

  it("keeps its Partytown plugin's browser file where the build leaves it out, doing work in `gatsby develop` only", () => {
    const file = partytownBrowserFile()
    const source = readFileSync(file, "utf8")
    const hooks = new Set(source.match(/(?<=^exports\.)\w+(?= =)/gm))
    hooks.delete("__esModule")
    expect(hooks).toEqual(new Set(["onInitialClientRender"]))
    expect(source).toContain("process.env.NODE_ENV !== `development`")
  })

  it("names the first-load chunks the compile hint opens as the site does", () => {
    const config = gatsbyFile("dist/utils/webpack.config.js")
    for (const chunk of FIRST_LOAD_CHUNKS) expect(config).toMatch(new RegExp(`name: \`${chunk}\`|\\b${chunk}: directoryPath\\(`))
  })

  it("saves its state after a build in the directory a failed build drops, and finds none once it is dropped", () => {
    const site = mkdtempSync(path.join(os.tmpdir(), "gatsby-state-"))
    try {
      jest.spyOn(process, "cwd").mockReturnValue(site)
      const persist = require("gatsby/dist/redux/persist")
      persist.writeToCache({ nodes: new Map(), pages: new Map(), status: { PLUGINS_HASH: "saved" } })
      expect(readdirSync(path.join(site, path.dirname(SAVED_STATE_DIR)))).toContain(path.basename(SAVED_STATE_DIR))
      expect(readdirSync(path.join(site, SAVED_STATE_DIR))).toContain("redux.rest.state")
      expect(persist.readFromCache().status).toEqual({ PLUGINS_HASH: "saved" })
      rmSync(path.join(site, SAVED_STATE_DIR), { recursive: true })
      expect(() => persist.readFromCache()).toThrow()
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })

  it("has gatsby-cli name the command it runs in the variable the site reads", () => {
    expect(readFileSync(gatsbyRequire.resolve("gatsby-cli/lib/create-cli"), "utf8")).toContain(
      `process.env.${COMMAND_ENV} = command`,
    )
  })

  it("takes errors for its develop overlay on the channel the content check sends them on, and shows their parts", async () => {
    expect(typeof (await gatsbyWebsocketManager()).emitError).toBe("function")
    const panel = gatsbyFile("cache-dir/fast-refresh-overlay/components/graphql-errors.js")
    for (const part of ["error.context.sourceMessage", "error.text", "error.level", "error.code"]) expect(panel).toContain(part)
  })
})

describe("the private parts of the installed gatsby-plugin-decap-cms the editor relies on", () => {
  it("has the hooks that build and serve /admin", () => {
    const plugin = decapCmsPlugin()
    expect(typeof plugin.onCreateWebpackConfig).toBe("function")
    expect(typeof plugin.onCreateDevServer).toBe("function")
  })

  it("writes /admin's page with an html-webpack-plugin whose `options` hold the base and meta it then reads", () => {
    const HtmlWebpackPlugin = editorHtmlWebpackPlugin()
    const [options] = htmlPageOptions({ plugins: [new HtmlWebpackPlugin({ title: "Editor" })] })
    expect(options).toMatchObject({ title: "Editor", base: false, meta: {} })
    const source = readFileSync(
      createRequire(require.resolve("gatsby-plugin-decap-cms/gatsby-node")).resolve("html-webpack-plugin"),
      "utf8",
    )
    for (const read of ["this.options.base", "this.options.meta"]) expect(source).toContain(read)
  })
})
