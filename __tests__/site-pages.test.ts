import { complianceSwitches, dataLinks, expectedPages, pageEntries } from "../gatsby/content/site-pages"

const files = (compliance?: { showMedicationPages: boolean }) => ({
  "site.yaml": {
    ...(compliance ? { compliance } : {}),
    nav: [
      { name: "Home", path: "/" },
      { name: "Contact", path: "/contact#form" },
    ],
    portal: { loginUrl: "https://portal.example.ca/login" },
  },
  "services/uti.en.yaml": { slug: "uti" },
  "services/draft.en.yaml": { title: "no slug yet" },
  "medications/viagra.en.yaml": { slug: "viagra", reviewedBy: "dr-lee" },
  "pages/privacy-policy.en.yaml": { slug: "privacy-policy", legalSections: [{ title: "What we collect" }] },
  "notes/todo.yaml": { path: "/nowhere" },
})

describe("the pages a build must contain", () => {
  it("are the fixed pages of src/pages but the 404, then a page per entry with a slug, each naming its source", () => {
    const english = (path: string, source: string) => ({ path, english: path, source })
    expect(expectedPages(files(), ["index.tsx", "contact.tsx", "404.tsx", "medications.tsx"])).toEqual([
      english("/", "src/pages/index.tsx"),
      english("/contact", "src/pages/contact.tsx"),
      english("/medications", "src/pages/medications.tsx"),
      english("/services/uti", "data/services/uti.en.yaml"),
      english("/medications/viagra", "data/medications/viagra.en.yaml"),
      english("/privacy-policy", "data/pages/privacy-policy.en.yaml"),
    ])
  })

  it("put an entry's French page at its French web address, under the section's French name", () => {
    const french = {
      ...files(),
      "medications/viagra.en.yaml": { slug: "viagra", frenchSlug: "sildenafil" },
      "medications/viagra.fr.yaml": { name: "Sildénafil (Viagra)" },
    }
    expect(expectedPages(french, [])).toContainEqual({
      path: "/fr/medicaments/sildenafil",
      english: "/medications/viagra",
      source: "data/medications/viagra.fr.yaml",
    })
  })

  it("put a policy page's French page at its French web address, or at its English one when it has none", () => {
    const policy = (frenchSlug?: string) =>
      expectedPages(
        {
          ...files(),
          "pages/privacy-policy.en.yaml": { slug: "privacy-policy", frenchSlug, legalSections: [{ title: "What we collect" }] },
          "pages/privacy-policy.fr.yaml": { legalSections: [{ title: "Ce que nous recueillons" }] },
        },
        [],
      ).find((page) => page.source === "data/pages/privacy-policy.fr.yaml")?.path
    expect(policy("politique-de-confidentialite")).toBe("/fr/politique-de-confidentialite")
    expect(policy()).toBe("/fr/privacy-policy")
  })

  it("leave out the medication pages, fixed and per entry, when data/site.yaml turns them off", () => {
    const paths = expectedPages(files({ showMedicationPages: false }), ["index.tsx", "medications.tsx"]).map((page) => page.path)
    expect(paths).toEqual(["/", "/services/uti", "/privacy-policy"])
  })

  it("keep every page when data/site.yaml says nothing of the switches", () => {
    expect(complianceSwitches({})).toEqual({ showMedicationPages: true })
    expect(pageEntries(files()).allServicesYaml.nodes).toEqual([{ slug: "uti", language: "en" }])
  })
})

describe("the links typed in data/", () => {
  it("are every path and address of the files the site reads, each with its file and field", () => {
    // in the content model's order of fields
    expect(dataLinks(files())).toEqual([
      { href: "https://portal.example.ca/login", source: 'data/site.yaml, field "portal.loginUrl"' },
      { href: "/", source: 'data/site.yaml, field "nav[0].path"' },
      { href: "/contact#form", source: 'data/site.yaml, field "nav[1].path"' },
    ])
  })

  it("are none in a file that holds a list instead of an entry", () => {
    expect(dataLinks({ "site.yaml": [{ nav: [{ path: "/" }] }] })).toEqual([])
  })
})
