// Each page's form in the editor offers the optional groups that page has (issue 62), from data/pages as it is.
import { buildCmsConfig } from "../gatsby/content/cms-config"
import { pageFields } from "../gatsby/content/site-pages"
import { hideUnused, unusedLabels } from "../src/cms/page-groups"
import { loadDataFiles } from "./support/data"

const pages = buildCmsConfig({ siteUrl: "https://x.ca" }, { pageFields: pageFields(loadDataFiles()) }).collections.find(
  (collection) => collection.name === "pages",
)!
const field = (name: string) => pages.fields!.find((each) => each.name === name)!

describe("a page's optional groups in the editor's configuration", () => {
  it("name the pages that have them", () => {
    expect(field("medicationCategories").used_on).toEqual(["medications"])
    expect(field("legalSections").used_on).toEqual(expect.arrayContaining(["privacy-policy", "terms-of-service", "fees"]))
    expect(field("legalSections").used_on).not.toContain("home")
    expect(field("faqs").used_on).toEqual(expect.arrayContaining(["home", "contact"]))
  })

  it("leave the fields every page has to every page", () => {
    for (const name of ["slug", "seo", "hero"]) expect(field(name).used_on).toBeUndefined()
  })
})

describe("the groups a page's form leaves out", () => {
  const fields = pages.fields!
  const label = (name: string) => field(name).label

  it("are the other pages' groups: the privacy policy shows its legal sections and no medication categories", () => {
    const unused = unusedLabels(fields, "privacy-policy", { slug: "privacy-policy", legalSections: [{ title: "x" }] })
    expect(unused).toContain(label("medicationCategories"))
    expect(unused).toContain(label("faqs"))
    expect(unused).not.toContain(label("legalSections"))
    expect(unused).not.toContain(label("hero"))
  })

  it("are none on a new page, nor a group the page has filled although no other page of its kind had it", () => {
    expect(unusedLabels(fields, undefined, {})).toEqual([])
    expect(unusedLabels(fields, "privacy-policy", { faqs: { items: [{ question: "Why?" }] } })).not.toContain(label("faqs"))
  })

  it("are hidden among the pane's fields, by their labels, an optional one's too", () => {
    document.body.innerHTML = `<div id="pane">
      <div><div><label>Hero</label></div></div>
      <div><div><label>Medication groups<span> (optional)</span></label></div></div>
    </div>`
    hideUnused(document.getElementById("pane")!, ["Medication groups"])
    const blocks = [...document.getElementById("pane")!.children] as HTMLElement[]
    expect(blocks.map((block) => block.hidden)).toEqual([false, true])
    hideUnused(document.getElementById("pane")!, [])
    expect(blocks.map((block) => block.hidden)).toEqual([false, false])
  })
})
