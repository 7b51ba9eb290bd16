// No safety point lost in a rewrite (plain language, a translation): each medication's and condition's safety lists
// keep as many items and every figure they held when this fixture was taken. A clinician who removes a point on purpose
// updates __tests__/fixtures/safety-points.json in the same change, where the reviewer sees it.
import fixture from "./fixtures/safety-points.json"
import { loadDataFiles } from "./support/data"
import { safetyPoints } from "./support/safety-points"

const now = safetyPoints(loadDataFiles())
const lists = Object.entries(fixture as Record<string, ReturnType<typeof safetyPoints>[string]>).flatMap(([file, byPath]) =>
  Object.entries(byPath).map(([where, list]) => ({ file, where, list })),
)

describe("every safety point of the medication and condition pages, in both languages", () => {
  it.each(lists)("data/$file keeps $where: as many items, every figure", ({ file, where, list }) => {
    const current = now[file]?.[where]
    expect(current?.count ?? 0).toBeGreaterThanOrEqual(list.count)
    expect(current?.figures ?? []).toEqual(expect.arrayContaining(list.figures))
  })

  it("fails on a copy that drops an item or a dose", () => {
    const files = loadDataFiles()
    const cetirizine = files["medications/cetirizine.en.yaml"] as { about: { dosages: string[] } }
    cetirizine.about.dosages = cetirizine.about.dosages.slice(1).map((item) => item.replace("10 mg", "a tablet"))
    const broken = safetyPoints(files)["medications/cetirizine.en.yaml"]["about.dosages"]
    const kept = (fixture as Record<string, Record<string, { count: number; figures: string[] }>>)[
      "medications/cetirizine.en.yaml"
    ]["about.dosages"]
    expect(broken.count).toBeLessThan(kept.count)
    expect(kept.figures.filter((figure) => !broken.figures.includes(figure))).toContain("10")
  })
})
