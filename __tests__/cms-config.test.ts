import {
  buildCmsConfig,
  COLLECTIONS,
  cmsBackend,
  cmsEnvironment,
  editorFormat,
  PATTERNS,
  RELATIONS,
  textPattern,
} from "../gatsby/content/cms-config"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "../gatsby/content/content-model"
import { isCalendarDate, isHttpsUrl, isSitePath, validateDataFile } from "../gatsby/checks/entry-validation"
import { phoneFacts } from "../src/lib/phone"
import { isTime, WEEK } from "../src/lib/opening-hours"
import type { CmsCollection, CmsField } from "../src/cms/cms-config-types"
import { iconNames } from "../src/lib/icon-names"

import { loadDataFile, loadDataFiles, loadEntries, loadSite } from "./support/data"
import { entryOfFile, languageOfFile, singleFiles, translatedCollections } from "../gatsby/content/data-files"
import { medicationCategories } from "../gatsby/content/site-pages"

const config = buildCmsConfig({ siteUrl: "https://www.example.ca" })
const fieldsOf = (collection: CmsCollection): CmsField[] => collection.fields ?? collection.files?.[0].fields ?? []
const typeOf = (collection: CmsCollection) => Object.keys(COLLECTIONS).find((type) => COLLECTIONS[type].name === collection.name)

/** The fields that are page address parts, with the slug's pattern (the French one is a plain string: no file is named by it). */
const SLUG_FIELDS = ["slug", "frenchSlug"]

/** The widgets a model field may have in the editor, so what the editor saves is what the build reads. */
const expectedWidget = (name: string, spec: FieldSpec, owner: string): string => {
  if (RELATIONS[`${owner}.${name}`]) return "relation"
  if (name === "slug") return owner in nodeTypes ? "entry-slug" : "string"
  // chosen among the medications page's categories (buildCmsConfig's content)
  if (owner === "MedicationsYaml" && name === "category") return "select"
  // a single file's first field checks the whole file's words before a save (src/cms/widgets/entry-check.tsx)
  if (Object.values(singleFiles).includes(owner) && name === Object.keys(nodeTypes[owner].fields)[0])
    return `entry-check-${expectedWidget(name, spec, "")}`
  // the days of an opening-hours row are picked from the week; the rows are summed up in words ("Monday to Friday, …")
  if (owner === "OpeningHours" && name === "days") return "select"
  if (owner === "SiteYaml" && name === "hours") return "hours-list"
  if (spec.kind === "object") return spec.optional ? "optional-group" : "object"
  if (spec.kind === "list") return spec.min ? "checked-list" : "list"
  return {
    string: ["string", "text", "counted-string", "counted-text"],
    int: "number",
    float: "number",
    boolean: "boolean",
    date: "datetime",
    time: "string",
    phone: "string",
    path: "site-path",
    url: "string",
    icon: "icon-picker",
    choice: "select",
    image: "image",
  }[spec.kind].toString()
}

/** Every disagreement between a model type and its fields in the editor, as "owner.field: what". */
function disagreements(spec: ObjectSpec, fields: CmsField[], owner: string): string[] {
  const problems: string[] = []
  const byName = new Map(fields.map((field) => [field.name, field]))
  for (const name of byName.keys()) if (!(name in spec)) problems.push(`${owner}.${name}: in the editor, not in the model`)
  for (const [name, field] of Object.entries(spec)) {
    const cms = byName.get(name)
    const where = `${owner}.${name}`
    if (!cms) {
      problems.push(`${where}: in the model, not in the editor`)
      continue
    }
    // inside an optional group too: the group checks its fields once something in it is filled, as the build does
    const required = !field.optional
    if (cms.required !== required) problems.push(`${where}: required is ${cms.required}, expected ${required}`)
    const widget = expectedWidget(name, field, owner)
    if (!widget.split(",").includes(cms.widget)) problems.push(`${where}: widget ${cms.widget}, expected ${widget}`)
    const pattern = SLUG_FIELDS.includes(name)
      ? PATTERNS.slug
      : field.kind in PATTERNS
        ? PATTERNS[field.kind as keyof typeof PATTERNS]
        : undefined
    if (pattern && cms.widget !== "relation" && cms.pattern?.[0] !== pattern[0])
      problems.push(`${where}: no ${field.kind} pattern`)
    if (
      field.kind === "string" &&
      !SLUG_FIELDS.includes(name) &&
      !["relation", "select"].includes(cms.widget) &&
      cms.pattern?.[0] !== textPattern(field.slots)[0]
    )
      problems.push(`${where}: no text pattern`)
    if (field.kind === "icon" && cms.options?.join() !== iconNames.join()) problems.push(`${where}: icon options differ`)
    if (field.kind === "int" || field.kind === "float")
      if (cms.value_type !== field.kind) problems.push(`${where}: value_type ${cms.value_type}`)
    if (field.kind === "object") problems.push(...disagreements(objectTypes[field.type], cms.fields ?? [], field.type))
    if (field.kind === "list") {
      if (cms.min !== field.min) problems.push(`${where}: min ${cms.min}, the model says ${field.min}`)
      if (cms.max !== field.max) problems.push(`${where}: max ${cms.max}, the model says ${field.max}`)
      if (field.of.kind === "object") problems.push(...disagreements(objectTypes[field.of.type], cms.fields ?? [], field.of.type))
      else if (cms.widget === "select") {
        if (!cms.multiple || cms.options?.join() !== WEEK.join()) problems.push(`${where}: not a choice of the week's days`)
      } else if (cms.widget !== "relation") {
        const item = cms.field
        if (!item || !expectedWidget(name, field.of, owner).split(",").includes(item.widget))
          problems.push(`${where}: list items are ${item?.widget}`)
      }
    }
  }
  return problems
}

describe("the editor's configuration (Decap CMS) made from the content model", () => {
  it("has one collection per model type, and each collection edits a model type", () => {
    expect(config.collections.map(typeOf).sort()).toEqual(Object.keys(nodeTypes).sort())
    expect(config.collections.map(typeOf)).not.toContain(undefined)
  })

  it.each(Object.keys(COLLECTIONS))("%s: every field, required flag, widget, pattern and list bound agrees", (type) => {
    const collection = config.collections.find((c) => c.name === COLLECTIONS[type].name)!
    expect(disagreements(nodeTypes[type].fields, fieldsOf(collection), type)).toEqual([])
  })

  it("stores each single file (site facts, interface words) as itself and every other type one file per entry, named by its slug", () => {
    const singles = config.collections.flatMap((collection) => (collection.files ?? []).map((file) => file.file))
    // each with its French file as a second file of the collection (Decap allows a file collection no multiple_files)
    expect(singles.sort()).toEqual(["data/interface.fr.yaml", "data/interface.yaml", "data/site.fr.yaml", "data/site.yaml"])
    expect(Object.keys(singleFiles).sort()).toEqual(["interface.yaml", "site.yaml"])
    for (const collection of config.collections) {
      // the editor's own YAML format, one per collection (src/cms/cms.tsx registers it)
      expect(collection.format).toBe(editorFormat(collection.name))
      if (collection.files) expect(collection.files).toHaveLength(2)
      else
        expect(collection).toMatchObject({
          folder: `data/${collection.name}`,
          slug: "{{slug}}",
          identifier_field: "slug",
          extension: "yaml",
        })
    }
  })

  it("points each relation at a collection whose entries have the slug it stores", () => {
    const names = config.collections.map((c) => c.name)
    for (const relation of Object.values(RELATIONS)) expect(names).toContain(relation.collection)
  })

  it("publishes through the editorial workflow, with the backend from the environment", () => {
    expect(config.publish_mode).toBe("editorial_workflow")
    expect(config.backend.name).toBe("git-gateway")
    expect(cmsBackend({ siteUrl: "", backend: "github", repo: "clinic/site", branch: "live" })).toMatchObject({
      name: "github",
      repo: "clinic/site",
      branch: "live",
    })
    expect(() => cmsBackend({ siteUrl: "", backend: "github" })).toThrow(/CMS_REPO/)
    expect(config.local_backend.url).toBe("http://localhost:8081/api/v1")
  })

  it("reads the backend, its repository, branch and sign-in provider and the local port from CMS_* variables", () => {
    const env = cmsEnvironment(
      {
        CMS_BACKEND: "github",
        CMS_REPO: "clinic/site",
        CMS_BRANCH: "live",
        CMS_AUTH_BASE_URL: "https://auth.example.ca",
        CMS_LOCAL_PORT: "8090",
      },
      "https://www.example.ca",
    )
    expect(env).toEqual({
      backend: "github",
      repo: "clinic/site",
      branch: "live",
      authBaseUrl: "https://auth.example.ca",
      siteUrl: "https://www.example.ca",
      localBackendPort: "8090",
    })
    expect(cmsBackend(env)).toMatchObject({ base_url: "https://auth.example.ca", squash_merges: true })
    expect(cmsBackend({ siteUrl: "" })).toMatchObject({ name: "git-gateway", branch: "main", squash_merges: true })
    expect(buildCmsConfig(env).local_backend.url).toBe("http://localhost:8090/api/v1")
  })

  it("opens View Live on the site `npm run cms` serves, at the entry's own page", () => {
    const local = cmsEnvironment({ CMS_SITE_URL: "http://localhost:8000" }, "https://www.example.ca")
    const config = buildCmsConfig(local)
    expect(config.site_url).toBe("http://localhost:8000")
    expect(buildCmsConfig(cmsEnvironment({}, "https://www.example.ca")).site_url).toBe("https://www.example.ca")
    const previewPath = (name: string) => config.collections.find((collection) => collection.name === name)?.preview_path
    expect(previewPath("cities")).toBe("locations/{{slug}}")
    expect(previewPath("conditions")).toBe("conditions/{{slug}}")
  })
})

describe("the editor's patterns accept what the build accepts and refuse what it refuses", () => {
  const matches = (pattern: readonly [string, string], value: string) => new RegExp(pattern[0]).test(value)
  const site = loadSite<{ phone: string }>()

  it.each([
    ["phone", [site.phone, "1-844-222-7200", "(416) 555-0199", "+1 416 555 0199"], ["call us", "555-0199", "1-844-222-72000"]],
    ["path", ["/", "/contact", "/images/logo.png", "/#faq"], ["contact", "//other.site", "/a b"]],
    ["url", ["https://example.ca", "https://example.ca/page?x=1"], ["http://example.ca", "https://localhost", "example.ca"]],
    ["date", ["2026-01-31"], ["31/01/2026", "2026-1-31"]],
    ["slug", ["sore-throat", "uti"], ["Sore-Throat", "sore--throat", "-uti"]],
    ["time", ["08:00", "21:30", "00:00"], ["9am", "8:00", "24:00", "08:60"]],
  ] as const)("%s", (kind, good, bad) => {
    const buildAccepts = {
      phone: (value: string) => phoneFacts(value) !== undefined,
      path: isSitePath,
      url: isHttpsUrl,
      date: isCalendarDate,
      slug: (value: string) =>
        validateDataFile(`reviewers/${value}.yaml`, { ...loadEntries("reviewers")[0], slug: value }).length === 0,
      time: isTime,
    }[kind]
    for (const value of good) expect([value, matches(PATTERNS[kind], value), buildAccepts(value)]).toEqual([value, true, true])
    for (const value of bad) expect([value, matches(PATTERNS[kind], value), buildAccepts(value)]).toEqual([value, false, false])
  })
})

describe("new entries and medical review in the editor", () => {
  /** Every field of the configuration, with its path. */
  const allFields = (fields: CmsField[], prefix = ""): Array<[string, CmsField]> =>
    fields.flatMap((field) => [
      [`${prefix}${field.name}`, field] as [string, CmsField],
      ...allFields([...(field.fields ?? []), ...(field.field ? [field.field] : [])], `${prefix}${field.name}.`),
    ])

  it("starts every confirmed switch off, so a new entry is written confirmed: false", () => {
    const switches = config.collections.flatMap((collection) =>
      allFields(fieldsOf(collection), `${collection.name}.`).filter(([, field]) => field.name === "confirmed"),
    )
    expect(switches.length).toBeGreaterThan(10)
    for (const [where, field] of switches) expect([where, field.default]).toEqual([where, false])
  })

  it("says on the medical collections that a clinician's review is required before publishing", () => {
    for (const name of ["conditions", "medications"]) {
      const collection = config.collections.find((c) => c.name === name)!
      expect(collection.description).toContain("a clinician's review is required before publishing")
      expect(fieldsOf(collection).find((field) => field.name === "confirmed")?.hint).toContain(
        "a clinician's review is required before publishing",
      )
    }
  })
})

describe("a medication's category in the editor", () => {
  type Category = { slug: string; title: string }
  const categories = (loadDataFile("pages/medications.en.yaml") as { medicationCategories: Category[] }).medicationCategories
  const withCategories = buildCmsConfig(
    { siteUrl: "https://www.example.ca" },
    { medicationCategories: medicationCategories(loadDataFiles()) },
  )

  it("is a required choice among the Medications page's categories, named by title, saved as the slug", () => {
    const medications = withCategories.collections.find((collection) => collection.name === "medications")!
    expect(fieldsOf(medications).find((field) => field.name === "category")).toMatchObject({
      widget: "select",
      required: true,
      i18n: false,
      options: categories.map(({ slug, title }) => ({ label: title, value: slug })),
    })
    expect(categories.length).toBeGreaterThan(1)
  })
})

describe("the editor's text pattern refuses what the build refuses", () => {
  const reviewer = loadEntries<{ slug: string }>("reviewers")[0]
  const buildAccepts = (bio: string) => validateDataFile(`reviewers/${reviewer.slug}.yaml`, { ...reviewer, bio }).length === 0
  const matches = (value: string, slots: string[] = []) => new RegExp(textPattern(slots)[0]).test(value)

  it.each(["Dr. Lee", "Call {phone} today", "Call { phone }", "Two\nlines"])("accepts %p", (text) =>
    expect([matches(text), buildAccepts(text)]).toEqual([true, true]),
  )
  it.each([
    "   ",
    "\n\t ",
    "Call {phonenumber}",
    "Call {phone} or {Phone}",
    "{ brandName }",
    "Braces alone {} and {1}",
    "Appelez le {téléphone}",
  ])("refuses %p", (text) => expect([matches(text), buildAccepts(text)]).toEqual([false, false]))
  it("accepts a field's own slots, and names every known token in its message", () => {
    expect(matches("Copyright {year} {legalName}", ["year", "legalName"])).toBe(true)
    expect(matches("Copyright {year}")).toBe(false)
    expect(textPattern(["year"])[1]).toContain("{phone}")
    expect(textPattern(["year"])[1]).toContain("{year}")
  })
})

describe("the editor's two languages (Decap's i18n, multiple_files)", () => {
  const files = loadDataFiles()
  const collection = (name: string) => config.collections.find((each) => each.name === name)!

  /** The key paths of a French file the editor would not show in French (a field without i18n: true), or not at all. */
  const notInFrench = (fields: CmsField[], value: unknown, path = "", perLanguage = true): string[] => {
    if (Array.isArray(value)) return value.flatMap((item, index) => notInFrench(fields, item, `${path}[${index}].`, perLanguage))
    if (!value || typeof value !== "object") return []
    return Object.entries(value).flatMap(([key, inner]) => {
      const field = fields.find((candidate) => candidate.name === key)
      if (!field || (perLanguage && field.i18n !== true)) return [`${path}${key}`]
      return notInFrench(field.fields ?? [], inner, `${path}${key}.`, perLanguage)
    })
  }

  it("edits every field a French file of data/ holds in French, and no field the English file alone holds", () => {
    for (const [file, content] of Object.entries(files)) {
      const entry = entryOfFile(file)
      if (!entry || entry.language !== "fr") continue
      expect([file, notInFrench(collection(entry.collection).fields!, content)]).toEqual([file, []])
    }
    for (const single of ["site", "interface"]) {
      const french = collection(single).files![1]
      expect([french.file, notInFrench(french.fields, files[french.file.replace(/^data\//, "")], "", false)]).toEqual([
        french.file,
        [],
      ])
    }
  })

  it("shows a translated kind in both languages and the reviewers in English alone", () => {
    expect(config.collections.filter((each) => each.i18n).map((each) => each.name)).toEqual([...translatedCollections])
    expect(config.collections.every((each) => each.i18n === undefined || !each.files)).toBe(true)
    // every field of a translated kind says its language: Decap hides one that does not in French
    const unsaid = (fields: CmsField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.i18n === undefined ? [field.name] : []),
        ...unsaid([...(field.fields ?? []), ...(field.field ? [field.field] : [])]),
      ])
    for (const name of translatedCollections) expect([name, unsaid(collection(name).fields!)]).toEqual([name, []])
    expect(Object.keys(files).filter((file) => file.startsWith("reviewers/") && languageOfFile(file) !== "en")).toEqual([])
  })
})
