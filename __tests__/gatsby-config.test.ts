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
  it("adds no analytics tag at all without a measurement id", () => {
    expect(pluginNames(loadConfig({ GATSBY_GA_MEASUREMENT_ID: undefined }))).not.toContain("gatsby-plugin-google-gtag")
  })

  it("loads Google Analytics with the measurement id, leaving page views to the site's own helper", () => {
    const config = loadConfig({ GATSBY_GA_MEASUREMENT_ID: "G-ABC123" })
    const gtag = config.plugins?.find((plugin) => typeof plugin !== "string" && plugin.resolve === "gatsby-plugin-google-gtag")
    expect(gtag).toMatchObject({ options: { trackingIds: ["G-ABC123"] } })
  })

  it("serves routes without a trailing slash and takes the site URL from GATSBY_SITE_URL", () => {
    const config = loadConfig({ GATSBY_SITE_URL: "https://example.test/" })
    expect(config.trailingSlash).toBe("never")
    expect(config.siteMetadata?.siteUrl).toBe("https://example.test")
  })
})
