import { render, screen, waitFor } from "@testing-library/react"
import { Helmet } from "react-helmet"

import { DEFAULT_LOCAL_BACKEND_PORT } from "../gatsby/content/cms-config"
import { editorBuiltIn } from "../gatsby/content/editor-data"
import { entryDataFile, INDEX_FILE } from "../src/cms/fetched-data"
import { parseYaml } from "../src/cms/yaml-format"
import { loadDataFile, loadDataSource } from "./support/data"
import { serveEditorData } from "./support/editor-server"

type PreSave = (event: { entry: { get: (key: string) => unknown } }) => Promise<unknown>
// what src/cms/cms.tsx registers with Decap, kept to be called as Decap calls it
const registered = { formats: {} as Record<string, { toFile: (data: object) => string }>, preSave: [] as PreSave[] }
jest.mock("decap-cms-app", () => ({
  __esModule: true,
  default: {
    registerLocale: () => undefined,
    registerPreviewTemplate: () => undefined,
    registerWidget: () => undefined,
    getWidget: () => ({ control: class {}, preview: () => null }),
    registerCustomFormat: (name: string, _extension: string, format: { toFile: (data: object) => string }) =>
      (registered.formats[name] = format),
    registerEventListener: ({ name, handler }: { name: string; handler: PreSave }) =>
      name === "preSave" && registered.preSave.push(handler),
    init: () => undefined,
  },
}))

const data = loadDataSource()
Object.assign(globalThis, editorBuiltIn(data, { siteUrl: "", localBackendPort: DEFAULT_LOCAL_BACKEND_PORT }))
Helmet.canUseDOM = false

/** The server's answer to each file, held until the test lets it go. */
const held = new Map<string, () => void>()
const fetch = serveEditorData(data, (file) => new Promise<void>((answer) => held.set(file, answer)))
const answer = (file: string) => held.get(file)?.()
/** Once the editor has asked for `file`. */
const asked = (file: string) => waitFor(() => expect(fetch.mock.calls.map(([called]) => called)).toContain(file))

const { previews } = require("../src/cms/previews") as typeof import("../src/cms/previews")

const entry = (data: Record<string, unknown>, slug: string) => ({ getIn: () => ({ toJS: () => data }), get: () => slug })

describe("a preview fetches what it shows around its entry when the entry is opened (issue 60)", () => {
  it("says the page is not shown yet, fetches the index and the entry's files, then shows the page", async () => {
    const viagra = loadDataFile("medications/viagra.en.yaml") as { hero: { title: string } }
    const Preview = previews.medications
    render(<Preview entry={entry(viagra, "viagra")} document={document} locale="en" />)
    expect(screen.getByRole("complementary", { name: "Not shown yet" })).toHaveTextContent("is still loading")
    // the index first: it says whether the build wrote the entry's files
    expect(fetch.mock.calls.map(([file]) => file)).toEqual([INDEX_FILE])
    answer(INDEX_FILE)
    await asked(entryDataFile("medications", "viagra"))
    answer(entryDataFile("medications", "viagra"))
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(viagra.hero.title)
    expect(screen.queryByRole("complementary", { name: "Not shown yet" })).toBeNull()
  })

  it("asks for no files of an entry saved since the build, which has none, and shows it", async () => {
    const viagra = loadDataFile("medications/viagra.en.yaml") as { hero: { title: string } }
    const Preview = previews.medications
    render(<Preview entry={entry({ ...viagra, slug: "new-medication" }, "new-medication")} document={document} locale="en" />)
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(viagra.hero.title)
    expect(fetch.mock.calls.map(([file]) => file)).not.toContain(entryDataFile("medications", "new-medication"))
  })

  it("says in plain words that it could not load, and that the entry can still be saved, when a fetch fails", async () => {
    fetch.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch")
    })
    const depression = loadDataFile("conditions/depression.en.yaml") as Record<string, unknown>
    const Preview = previews.conditions
    render(<Preview entry={entry(depression, "depression")} document={document} locale="en" />)
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The preview cannot show this page: the editor could not load the rest of the site from its server. The entry can still be edited and saved.",
    )
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to fetch")
  })
})

describe("a save keeps each file's comments with the texts fetched before it (issue 60)", () => {
  beforeAll(() => {
    fetch.mockClear()
    require("../src/cms/cms")
  })
  const preSave = (collection: string, slug: string) =>
    Promise.all(
      registered.preSave.map((handler) =>
        handler({ entry: { get: (key: string) => ({ collection, slug, newRecord: false })[key] } }),
      ),
    )

  it("fetches the entry's files before the save, and lays the values over them", async () => {
    const text = data.texts["medications/finasteride.en.yaml"]
    const saving = preSave("medications", "finasteride")
    await asked(entryDataFile("medications", "finasteride"))
    answer(entryDataFile("medications", "finasteride"))
    await saving
    const written = registered.formats["yaml-medications"].toFile({ ...parseYaml(text), order: 4 })
    expect(written).toBe(text.replace(/^order: 3$/m, "order: 4"))
  })

  it("writes the file plainly, every value kept, when the entry's files could not be fetched", async () => {
    fetch.mockImplementationOnce(async () => {
      throw new TypeError("Failed to fetch")
    })
    jest.spyOn(console, "warn").mockImplementation(() => {})
    const text = data.texts["medications/cialis.en.yaml"]
    await preSave("medications", "cialis")
    const written = registered.formats["yaml-medications"].toFile(parseYaml(text))
    expect(written).not.toBe(text)
    expect(parseYaml(written)).toEqual(parseYaml(text))
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("saved without their comments"), "Failed to fetch")
  })
})
