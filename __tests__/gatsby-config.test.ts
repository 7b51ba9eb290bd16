import type { GatsbyConfig } from "gatsby"

const loadConfig = (env: Record<string, string | undefined>): GatsbyConfig => {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key]
  let config: GatsbyConfig | undefined
  jest.isolateModules(() => {
    config = require("../gatsby-config").default
  })
  process.env = saved
  return config!
}

const pluginNames = (config: GatsbyConfig) =>
  (config.plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))

describe("site configuration", () => {
  it("leaves Google Analytics to the post-build step, which starts its script once the visitor is reading", () => {
    expect(
      pluginNames(loadConfig({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123" })).filter((name) => /gtag|analytics/.test(name)),
    ).toEqual([])
  })

  it("serves routes without a trailing slash and takes the site URL from GATSBY_SITE_URL", () => {
    const config = loadConfig({ GATSBY_SITE_URL: "https://example.test/" })
    expect(config.trailingSlash).toBe("never")
    expect(config.siteMetadata?.siteUrl).toBe("https://example.test")
  })
})
