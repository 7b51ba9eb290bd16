import { absoluteUrl, DEFAULT_SITE_URL } from "../src/lib/site-url"

describe("absolute URLs of the site's pages", () => {
  it("puts the public origin before a path, and gives the home page its trailing slash", () => {
    expect(absoluteUrl("/contact")).toBe(`${DEFAULT_SITE_URL}/contact`)
    expect(absoluteUrl("/")).toBe(`${DEFAULT_SITE_URL}/`)
  })

  it("takes the origin from GATSBY_SITE_URL without its trailing slashes", () => {
    const before = process.env.GATSBY_SITE_URL
    process.env.GATSBY_SITE_URL = "https://preview.example.test//"
    try {
      jest.isolateModules(() => {
        const { absoluteUrl: previewUrl } = jest.requireActual<typeof import("../src/lib/site-url")>("../src/lib/site-url")
        expect(previewUrl("/")).toBe("https://preview.example.test/")
        expect(previewUrl("/contact")).toBe("https://preview.example.test/contact")
      })
    } finally {
      if (before === undefined) delete process.env.GATSBY_SITE_URL
      else process.env.GATSBY_SITE_URL = before
    }
  })
})
