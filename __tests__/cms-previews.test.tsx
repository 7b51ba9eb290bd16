import { render, screen, waitFor } from "@testing-library/react"
import type { ReactElement } from "react"
import { Helmet } from "react-helmet"

import { DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"
import { editorBuiltIn } from "../gatsby/content/editor-data"
import { loadDataFile, loadDataSource } from "./support/data"
import { serveEditorData } from "./support/editor-server"

const data = loadDataSource()
// the editor's bundle defines them at build time (gatsby/node/cms.ts), and its server has the rest
Object.assign(globalThis, editorBuiltIn(data, { siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT }))
serveEditorData(data)
// as src/cms/cms.tsx: the screens' <Seo> must not retitle the editor or set its language
Helmet.canUseDOM = false
const { previews } = require("../src/cms/previews") as typeof import("../src/cms/previews")

/** A preview rendered, once what it fetches (the index, the entry's files as built) has come. */
async function renderPreview(preview: ReactElement) {
  const rendered = render(preview)
  await waitFor(() => expect(screen.queryByText(/is still loading/)).toBeNull())
  return rendered
}

const entry = (data: Record<string, unknown>, slug = "anxiety") => ({ getIn: () => ({ toJS: () => data }), get: () => slug })
const french = loadDataFile("conditions/anxiety.fr.yaml") as { name: string; hero: { title: string } }
const frenchSite = loadDataFile("site.fr.yaml") as { breadcrumbs: { home: string } }
const frenchWords = loadDataFile("interface.fr.yaml") as { sections: { crisis: { heading: string } } }

describe("an entry's preview in the editor, in the language of the pane", () => {
  it("shows a French pane as a French page: its words in French typography, the page's own words in French", async () => {
    const Preview = previews.conditions
    await renderPreview(<Preview entry={entry({ ...french })} document={document} locale="fr" />)
    expect(document.documentElement.lang).toBe("fr-CA")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(french.hero.title.replace(/ ([?!:;])/g, "\u202f$1"))
    expect(screen.getAllByText(frenchSite.breadcrumbs.home).length).toBeGreaterThan(0)
    // the English file's switch, which a French pane has no field for: the crisis notice shows as on the live page
    expect(
      screen.getByRole("heading", { name: frenchWords.sections.crisis.heading.replace(/ ([?!:;])/g, "\u202f$1") }),
    ).toBeVisible()
    expect(screen.getByRole("complementary", { name: "Niveau de lecture" })).toHaveTextContent("Mesuré sur le texte français")
  })

  it("links a French pane's page to the French pages, as the French page links on the site (issue 62)", async () => {
    const Preview = previews.conditions
    await renderPreview(<Preview entry={entry({ ...french })} document={document} locale="fr" />)
    expect(screen.getAllByRole("link", { name: frenchSite.breadcrumbs.home })[0]).toHaveAttribute("href", "/fr")
    const internal = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/"))
    expect(internal.length).toBeGreaterThan(0)
    // every page the links go to has its French page: none leads to the English site
    expect(internal.filter((href) => !href.startsWith("/fr"))).toEqual([])
  })

  it("shows a French pane's fixed page with the page's own words in French and its links to French pages", async () => {
    const Preview = previews.pages
    const home = loadDataFile("pages/home.fr.yaml") as Record<string, unknown>
    const words = loadDataFile("interface.fr.yaml") as { screens: { home: { servicesTitle: string } } }
    await renderPreview(<Preview entry={entry(home, "home")} document={document} locale="fr" />)
    expect(screen.getByRole("heading", { name: words.screens.home.servicesTitle })).toBeVisible()
    expect(screen.queryByText(/Book Appointment|Our Services/)).toBeNull()
    const internal = screen
      .getAllByRole("link")
      .map((link) => link.getAttribute("href") ?? "")
      .filter((href) => href.startsWith("/"))
    expect(internal.filter((href) => !href.startsWith("/fr"))).toEqual([])
  })

  it("lists the French names on a French pane's index page", async () => {
    const Preview = previews.pages
    const index = loadDataFile("pages/conditions.fr.yaml") as Record<string, unknown>
    const english = loadDataFile("conditions/anxiety.en.yaml") as { name: string }
    await renderPreview(<Preview entry={entry(index, "conditions")} document={document} locale="fr" />)
    expect(screen.getAllByText(new RegExp(french.name)).length).toBeGreaterThan(0)
    expect(screen.queryByText(new RegExp(english.name))).toBeNull()
  })

  it("shows an English pane as an English page", async () => {
    const Preview = previews.conditions
    const english = loadDataFile("conditions/anxiety.en.yaml") as { hero: { title: string } }
    await renderPreview(<Preview entry={entry(english)} document={document} locale="en" />)
    expect(document.documentElement.lang).toBe("en")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(english.hero.title)
    expect(screen.getByRole("complementary", { name: "Reading level" })).toHaveTextContent("Measured on the English text")
  })
})

describe("a preview of an entry typed halfway (issue 62: one Backspace in the phone crashed it)", () => {
  const site = () => loadDataFile("site.yaml") as { phone: string; hours: Array<{ opens: string }> }
  // what React logs for an error a boundary catches: the test reads the screen instead
  beforeEach(() => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    jest.spyOn(console, "warn").mockImplementation(() => {})
  })
  afterEach(() => jest.restoreAllMocks())

  it("shows the site's facts with a half-typed phone, says in plain words why it is no link yet, and recovers", async () => {
    const Preview = previews.site
    const typed = site().phone.slice(0, -1)
    const { rerender } = await renderPreview(<Preview entry={entry({ ...site(), phone: typed }, "site")} document={document} />)
    expect(screen.getByRole("heading", { name: "Contact Information" })).toBeVisible()
    expect(screen.getByRole("complementary", { name: "Not shown yet" })).toHaveTextContent(
      `The phone number "${typed}" cannot be called yet`,
    )
    expect(screen.getAllByText(typed).length).toBeGreaterThan(0)
    expect(screen.queryByRole("link", { name: typed })).toBeNull()

    rerender(<Preview entry={entry(site(), "site")} document={document} />)
    expect(screen.queryByRole("complementary", { name: "Not shown yet" })).toBeNull()
    expect(screen.getAllByRole("link", { name: site().phone })[0]).toHaveAttribute("href", "tel:+18442227200")
  })

  it("leaves out an opening-hours row whose time is half-typed, saying which and why", async () => {
    const Preview = previews.site
    const data = site()
    data.hours[0].opens = "8"
    await renderPreview(<Preview entry={entry(data, "site")} document={document} />)
    expect(screen.getByRole("complementary", { name: "Not shown yet" })).toHaveTextContent(
      'Opening hours, row 1: the opening time "8" is not a time yet',
    )
    expect(screen.queryByText(/undefined/)).toBeNull()
  })

  it("shows a policy page with a half-typed date, leaving the date out and saying so", async () => {
    const Preview = previews.pages
    const policy = loadDataFile("pages/privacy-policy.en.yaml") as { hero: { title: string }; lastUpdated: string }
    const typed = policy.lastUpdated.slice(0, -1)
    await renderPreview(<Preview entry={entry({ ...policy, lastUpdated: typed }, "privacy-policy")} document={document} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(policy.hero.title)
    expect(screen.getByRole("complementary", { name: "Not shown yet" })).toHaveTextContent(
      `Last updated: "${typed}" is not a date yet`,
    )
  })

  it("shows a new item of an optional section with placeholders until it is typed, and no section the entry lacks", async () => {
    const Preview = previews.pages
    type Home = { faqs: { items: Array<Record<string, string>> }; steps?: unknown; testimonials?: unknown }
    const home = loadDataFile("pages/home.en.yaml") as Home
    // "Add question and answer": Decap adds an item with none of its fields
    const added = { ...home, faqs: { ...home.faqs, items: [{}, ...home.faqs.items] }, steps: undefined, testimonials: undefined }
    await renderPreview(<Preview entry={entry(added, "home")} document={document} />)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getAllByText("[Question]").length).toBeGreaterThan(0)
    expect(screen.queryByText("[Title]")).toBeNull()
  })

  it("shows a plain note, not the editor's crash screen, for an entry it cannot draw, and the page once it can", async () => {
    const Preview = previews.pages
    const home = loadDataFile("pages/home.en.yaml") as { hero: { title: string } }
    // a value of another kind than the field's: nothing the editor's widgets give, so no placeholder stands in
    const broken = { ...home, hero: { ...home.hero, title: 42 } }
    const { rerender } = await renderPreview(<Preview entry={entry(broken, "home")} document={document} />)
    expect(screen.getByRole("alert")).toHaveTextContent("The preview cannot show this page as it is typed so far")
    rerender(<Preview entry={entry(home, "home")} document={document} />)
    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(home.hero.title)
  })
})
