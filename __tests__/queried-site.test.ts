import { buildTypeDefinitions } from "../gatsby/content/graphql-types"
import { queriedSite } from "../src/lib/queried-site"
import { loadDataFiles } from "./support/data"

type Site = Record<string, unknown> & { phone: unknown; hoursText: unknown }

describe("the site's facts as the query answers for them, outside the build", () => {
  const files = loadDataFiles()
  const siteType = buildTypeDefinitions().find((definition) => definition.name === "SiteYaml")!
  const resolved = (source: Record<string, unknown>, field: string) => siteType.fields[field].resolve!(source)

  it.each([
    ["site.yaml", "en"],
    ["site.fr.yaml", "fr"],
  ])("gives %s's phone and hours as the build's schema resolves them", (file, language) => {
    const english = files["site.yaml"] as Record<string, unknown>
    // a French node carries the English file's shared facts and its own language (gatsby/content/load-content.ts)
    const source = { ...english, ...(files[file] as Record<string, unknown>), language }
    const site = queriedSite<Site>(source)
    expect(site.phone).toEqual(resolved(source, "phone"))
    expect(site.hoursText).toEqual(resolved(source, "hoursText"))
    expect(site.phone).toEqual(expect.objectContaining({ display: english.phone, href: expect.stringMatching(/^tel:\+1/) }))
  })
})
