import { readFileSync } from "fs"
import path from "path"

import { iconNames } from "../src/lib/icon-names"

const sprite = readFileSync(path.join(__dirname, "..", "static", "icons.svg"), "utf8")

describe("the icon sprite (static/icons.svg)", () => {
  it.each([...iconNames])("draws %s, which editors may name in the YAML", (name) => {
    const id = name
      .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
      .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
      .toLowerCase()
    expect(sprite).toMatch(new RegExp(`<symbol id="${id}" viewBox="0 0 24 24"><`))
  })
})
