import { render, screen } from "@testing-library/react"

import { previewData } from "../gatsby/content/cms-preview-data"
import { loadDataFiles } from "./support/data"

// the editor's bundle defines it at build time (gatsby/node/cms.ts)
Object.assign(globalThis, { CMS_PREVIEW_DATA: previewData(`${__dirname}/../data`) })
const { previews } = require("../src/cms/previews") as typeof import("../src/cms/previews")

const entry = (data: Record<string, unknown>) => ({ getIn: () => ({ toJS: () => data }) })
const french = loadDataFiles()["conditions/anxiety.fr.yaml"] as { name: string; hero: { title: string } }
const frenchSite = loadDataFiles()["site.fr.yaml"] as { breadcrumbs: { home: string } }

describe("an entry's preview in the editor, in the language of the pane", () => {
  it("shows a French pane as a French page: its words in French typography, the page's own words in French", () => {
    const Preview = previews.conditions
    render(<Preview entry={entry({ ...french })} document={document} locale="fr" />)
    expect(document.documentElement.lang).toBe("fr-CA")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(french.hero.title.replace(/ ([?!:;])/g, "\u202f$1"))
    expect(screen.getAllByText(frenchSite.breadcrumbs.home).length).toBeGreaterThan(0)
    expect(screen.getByRole("complementary", { name: "Reading level" })).toHaveTextContent("Measured on the French text")
  })

  it("shows an English pane as an English page", () => {
    const Preview = previews.conditions
    const english = loadDataFiles()["conditions/anxiety.en.yaml"] as { hero: { title: string } }
    render(<Preview entry={entry(english)} document={document} locale="en" />)
    expect(document.documentElement.lang).toBe("en")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(english.hero.title)
    expect(screen.getByRole("complementary", { name: "Reading level" })).toHaveTextContent("Measured on the English text")
  })
})
