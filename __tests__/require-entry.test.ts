import { requireEntry, requireInterface } from "../src/lib/require-entry"

describe("a page's YAML entry", () => {
  it("is given back as it is when its file is there", () => {
    const entry = { slug: "acne" }
    expect(requireEntry(entry, "conditions", "acne")).toBe(entry)
    expect(requireInterface(entry)).toBe(entry)
  })

  it("names the missing file, so a failed build says which entry to restore", () => {
    expect(() => requireEntry(null, "conditions", "acne")).toThrow(
      "data/conditions/acne.en.yaml is missing: the page at its route reads it",
    )
    expect(() => requireEntry(undefined, "cities", "toronto")).toThrow("data/cities/toronto.en.yaml is missing")
    expect(() => requireInterface(null)).toThrow("data/interface.yaml is missing: the interface reads its words from it")
  })
})
