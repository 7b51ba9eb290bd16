// The test build is a preview (data/ still holds placeholders): nobody may mistake it for the launched site, and no
// search engine may index it. A launch-ready build of a copy shows none of this (launch-build.test.ts).
import { readFileSync } from "fs"
import path from "path"

import { interfaceText, loadEntries, loadSite } from "../support/data"
import { routes, unlistedRoutes } from "./routes"
import { url } from "./support/browser"
import { builtPage, jsonLdEntities, PUBLIC_DIR, TEST_BUILD_IS_PREVIEW } from "./support/built-site"

const ROOT = path.resolve(__dirname, "../..")
const ui = interfaceText()
type Reviewed = { slug: string; confirmed?: boolean; reviewedBy: string }
const reviewers = loadEntries<{ slug: string; confirmed?: boolean }>("reviewers")
const pending = (entry: Reviewed) =>
  entry.confirmed === false || reviewers.find((reviewer) => reviewer.slug === entry.reviewedBy)?.confirmed === false

describe("a preview build", () => {
  it("is what the test build is while data/ holds placeholders", () => {
    expect(TEST_BUILD_IS_PREVIEW).toBe(true)
  })

  it.each([...routes, ...unlistedRoutes])("asks search engines not to index %s", (route) => {
    const robots = builtPage(route).querySelectorAll('meta[name="robots"]')
    expect(robots.map((meta) => meta.getAttribute("content"))).toEqual(["noindex"])
  })

  it("keeps every crawler out in robots.txt", () => {
    expect(readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toMatch(/^User-agent: \*\nDisallow: \/\n$/m)
  })

  it("sends X-Robots-Tag: noindex from npm start, and writes it for nginx and Netlify", async () => {
    expect((await fetch(url("/"))).headers.get("x-robots-tag")).toBe("noindex")
    expect(readFileSync(path.join(ROOT, "deploy", "generated", "headers.conf"), "utf8")).toContain(
      'add_header X-Robots-Tag "noindex" always;',
    )
    expect(readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")).toMatch(/^\/\*\n(?: {2}.*\n)* {2}X-Robots-Tag: noindex$/m)
  })

  it('labels every sample testimonial "Sample" where it shows', () => {
    const home = loadEntries<{ slug: string; testimonials?: { items: Array<{ author: string; sample?: boolean }> } }>(
      "pages",
    ).find((page) => page.slug === "home")!
    const samples = home.testimonials!.items.filter((item) => item.sample)
    expect(samples.length).toBeGreaterThan(0)
    const footers = builtPage("/").querySelectorAll("blockquote footer")
    for (const sample of samples) {
      const footer = footers.find((element) => element.textContent.includes(sample.author))
      expect(footer?.querySelector("strong")?.textContent).toBe(ui.sections.testimonials.sample)
    }
  })

  const medical = [
    ...loadEntries<Reviewed>("conditions").map((entry) => ({ route: `/conditions/${entry.slug}`, entry })),
    ...loadEntries<Reviewed>("medications").map((entry) => ({ route: `/medications/${entry.slug}`, entry })),
  ].filter(({ entry }) => pending(entry))

  it("has medical pages whose review is pending", () => {
    expect(medical.length).toBeGreaterThan(0)
  })

  it.each(medical.map(({ route }) => route))(
    'says "Review pending" on %s, names no reviewer and claims no review in its structured data',
    (route) => {
      const page = builtPage(route)
      expect(page.querySelector("main")?.textContent).toContain(ui.sections.clinicalReview.reviewPending)
      const webPage = jsonLdEntities(page).find((entity) => entity["@type"] === "MedicalWebPage")
      expect(webPage).toBeDefined()
      expect(webPage).not.toHaveProperty("reviewedBy")
      expect(webPage).not.toHaveProperty("lastReviewed")
    },
  )

  it('marks the unconfirmed office address "Placeholder" in the footer and the contact card', () => {
    expect(loadSite<{ address: { confirmed?: boolean } }>().address.confirmed).toBe(false)
    const contact = builtPage("/contact")
    for (const where of [contact.querySelector("footer address"), contact.querySelector("main address")])
      expect(where?.querySelector("strong")?.textContent).toBe(ui.layout.placeholder)
  })
})
