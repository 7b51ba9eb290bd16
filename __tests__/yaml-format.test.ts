import path from "path"
import { readDataTexts } from "../gatsby/content/data-files"
import { parseYaml, toYaml } from "../src/cms/yaml-format"

const ORIGINAL = [
  "# The clinic's facts.",
  "",
  "# legal note: counsel approved this wording",
  "brand:",
  '  name: "Lakeshore"',
  "  tagline: Doctors online # shown in the header",
  "hours:",
  "  # weekdays",
  "  - days: [Monday, Tuesday]",
  '    opens: "08:00"',
  "",
  "  - days: [Sunday]",
  '    opens: "10:00"',
  "",
].join("\n")

const changedLines = (before: string, after: string) => {
  const a = before.split("\n")
  return after.split("\n").filter((line, index) => line !== a[index])
}

describe("the editor's YAML format (src/cms/yaml-format.ts)", () => {
  it("writes an unchanged file back byte for byte: every comment, blank line and quote kept", () => {
    const formatted = toYaml(parseYaml(ORIGINAL), ORIGINAL)
    expect(toYaml(parseYaml(formatted), formatted)).toBe(formatted)
    expect(formatted.match(/#.*/g)).toEqual(ORIGINAL.match(/#.*/g))
  })

  it("changes only the line of a changed value", () => {
    const formatted = toYaml(parseYaml(ORIGINAL), ORIGINAL)
    const data = parseYaml(formatted) as { brand: { tagline: string }; hours: Array<{ opens: string }> }
    data.brand.tagline = "Doctors online across Ontario"
    data.hours[1].opens = "11:00"
    expect(changedLines(formatted, toYaml(data, formatted))).toEqual([
      "  tagline: Doctors online across Ontario # shown in the header",
      '    opens: "11:00"',
    ])
  })

  it("adds a new field and drops a removed one, leaving the rest as it was", () => {
    const data = parseYaml(ORIGINAL) as { brand: Record<string, string> }
    delete data.brand.tagline
    data.brand.legalName = "Lakeshore Virtual Clinic Inc."
    expect(toYaml(data, ORIGINAL)).toContain('  name: "Lakeshore"\n  legalName: Lakeshore Virtual Clinic Inc.\nhours:')
  })

  it("keeps the file's key order whatever order the values come in, and puts new keys in the fields' order", () => {
    const formatted = toYaml(parseYaml(ORIGINAL), ORIGINAL)
    const { brand, hours } = parseYaml(formatted) as { brand: Record<string, string>; hours: unknown }
    // Decap hands over an entry of more than 8 keys in no reliable order
    const shuffled = { hours, brand: { tagline: brand.tagline, shortName: "Lakeshore", name: brand.name, legalName: "LVC Inc." } }
    const fields = [
      {
        name: "brand",
        label: "Brand",
        widget: "object",
        fields: ["name", "legalName", "shortName", "tagline"].map((name) => ({ name, label: name, widget: "string" })),
      },
    ]
    expect(toYaml(shuffled, formatted, fields)).toContain(
      '  name: "Lakeshore"\n  tagline: Doctors online # shown in the header\n  legalName: LVC Inc.\n  shortName: Lakeshore\nhours:',
    )
  })

  it("writes a new file from its values alone, long text on one line", () => {
    const text = "word ".repeat(40).trim()
    expect(toYaml({ slug: "new", description: text })).toBe(`slug: new\ndescription: ${text}\n`)
  })

  it("is how every file of data/ is written (npm run format:data rewrites them)", () => {
    const unformatted = Object.entries(readDataTexts(path.join(__dirname, "..", "data")))
      .filter(([, text]) => toYaml(parseYaml(text), text) !== text)
      .map(([name]) => name)
    expect(unformatted).toEqual([])
  })
})
