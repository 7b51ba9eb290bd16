import { render, screen } from "@testing-library/react"

import { editorTexts } from "../gatsby/content/cms-config"
import { previewData } from "../gatsby/content/cms-preview-data"
import { readDataTexts } from "../gatsby/content/data-files"
import { loadDataFiles } from "./support/data"

// the editor's bundle defines it at build time (gatsby/node/cms.ts)
Object.assign(globalThis, {
  CMS_PREVIEW_DATA: previewData(`${__dirname}/../data`),
  CMS_DATA_TEXTS: editorTexts(readDataTexts(`${__dirname}/../data`)),
})
const { previews } = require("../src/cms/previews") as typeof import("../src/cms/previews")

const entry = (data: Record<string, unknown>, slug = "anxiety") => ({ getIn: () => ({ toJS: () => data }), get: () => slug })
const french = loadDataFiles()["conditions/anxiety.fr.yaml"] as { name: string; hero: { title: string } }
const frenchSite = loadDataFiles()["site.fr.yaml"] as { breadcrumbs: { home: string } }
const frenchWords = loadDataFiles()["interface.fr.yaml"] as { sections: { crisis: { heading: string } } }

describe("an entry's preview in the editor, in the language of the pane", () => {
  it("shows a French pane as a French page: its words in French typography, the page's own words in French", () => {
    const Preview = previews.conditions
    render(<Preview entry={entry({ ...french })} document={document} locale="fr" />)
    expect(document.documentElement.lang).toBe("fr-CA")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(french.hero.title.replace(/ ([?!:;])/g, "\u202f$1"))
    expect(screen.getAllByText(frenchSite.breadcrumbs.home).length).toBeGreaterThan(0)
    // the English file's switch, which a French pane has no field for: the crisis notice shows as on the live page
    expect(
      screen.getByRole("heading", { name: frenchWords.sections.crisis.heading.replace(/ ([?!:;])/g, "\u202f$1") }),
    ).toBeVisible()
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
