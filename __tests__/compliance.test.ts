import { isMedicationPath, shownLinks } from "../src/lib/compliance"

describe("compliance switches", () => {
  const links = [
    { name: "Home", path: "/" },
    { name: "Medications", path: "/medications" },
    { name: "Viagra", path: "/medications/viagra" },
    { name: "Acne", path: "/conditions/acne" },
  ]

  it("keeps every link while medication pages are shown", () => {
    expect(shownLinks(links, { showMedicationPages: true })).toEqual(links)
  })

  it("drops the medication index and pages, and nothing else, when they are off", () => {
    expect(shownLinks(links, { showMedicationPages: false }).map((link) => link.name)).toEqual(["Home", "Acne"])
    expect(isMedicationPath("/medications-guide")).toBe(false)
  })
})
