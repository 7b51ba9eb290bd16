import { readFileSync } from "fs"
import path from "path"
import {
  buildCmsConfig,
  COLLECTIONS,
  cmsBackend,
  cmsEnvironment,
  keyComments,
  PATTERNS,
  RELATIONS,
} from "../gatsby/content/cms-config"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "../gatsby/content/content-model"
import { isCalendarDate, isHttpsUrl, isSitePath, validateDataFile } from "../gatsby/content/content-validation"
import { phoneFacts } from "../gatsby/content/phone"
import type { CmsCollection, CmsField } from "../src/cms/cms-config-types"
import { iconNames } from "../src/lib/icon-names"

import { loadEntries, loadSite } from "./support/data"
import { singleFiles } from "../gatsby/content/data-files"

const config = buildCmsConfig({ siteUrl: "https://www.example.ca" })
const fieldsOf = (collection: CmsCollection): CmsField[] => collection.fields ?? collection.files?.[0].fields ?? []
const typeOf = (collection: CmsCollection) => Object.keys(COLLECTIONS).find((type) => COLLECTIONS[type].name === collection.name)

/** The widget a model field must have in the editor, so what the editor saves is what the build reads. */
const expectedWidget = (name: string, spec: FieldSpec, owner: string): string => {
  if (RELATIONS[`${owner}.${name}`]) return "relation"
  return {
    string: ["string", "text"],
    int: "number",
    float: "number",
    boolean: "boolean",
    date: "datetime",
    phone: "string",
    path: "string",
    url: "string",
    icon: "select",
    choice: "select",
    image: "image",
    object: "object",
    list: "list",
  }[spec.kind].toString()
}

/** Every disagreement between a model type and its fields in the editor, as "owner.field: what". */
function disagreements(spec: ObjectSpec, fields: CmsField[], owner: string, inOptional = false): string[] {
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
    // inside an optional group the editor requires nothing (Decap would check a group left out); the build does
    const required = !field.optional && !inOptional
    if (cms.required !== required) problems.push(`${where}: required is ${cms.required}, expected ${required}`)
    const widget = expectedWidget(name, field, owner)
    if (!widget.split(",").includes(cms.widget)) problems.push(`${where}: widget ${cms.widget}, expected ${widget}`)
    const pattern =
      name === "slug" ? PATTERNS.slug : field.kind in PATTERNS ? PATTERNS[field.kind as keyof typeof PATTERNS] : undefined
    if (pattern && cms.widget !== "relation" && cms.pattern?.[0] !== pattern[0])
      problems.push(`${where}: no ${field.kind} pattern`)
    if (field.kind === "icon" && cms.options?.join() !== iconNames.join()) problems.push(`${where}: icon options differ`)
    if (field.kind === "int" || field.kind === "float")
      if (cms.value_type !== field.kind) problems.push(`${where}: value_type ${cms.value_type}`)
    if (field.kind === "object")
      problems.push(...disagreements(objectTypes[field.type], cms.fields ?? [], field.type, inOptional || field.optional))
    if (field.kind === "list") {
      if (cms.min !== field.min) problems.push(`${where}: min ${cms.min}, the model says ${field.min}`)
      if (cms.max !== field.max) problems.push(`${where}: max ${cms.max}, the model says ${field.max}`)
      if (field.of.kind === "object")
        problems.push(...disagreements(objectTypes[field.of.type], cms.fields ?? [], field.of.type, inOptional))
      else if (cms.widget === "list") {
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
    expect(singles.sort()).toEqual(
      Object.keys(singleFiles)
        .map((file) => `data/${file}`)
        .sort(),
    )
    for (const collection of config.collections) {
      if (collection.files) expect(collection.files).toHaveLength(1)
      else
        expect(collection).toMatchObject({
          folder: `data/${collection.name}`,
          slug: "{{slug}}",
          identifier_field: "slug",
          extension: "yaml",
          format: "yaml",
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
  ] as const)("%s", (kind, good, bad) => {
    const buildAccepts = {
      phone: (value: string) => phoneFacts(value) !== undefined,
      path: isSitePath,
      url: isHttpsUrl,
      date: isCalendarDate,
      slug: (value: string) =>
        validateDataFile(`reviewers/${value}.yaml`, { ...loadEntries("reviewers")[0], slug: value }).length === 0,
    }[kind]
    for (const value of good) expect([value, matches(PATTERNS[kind], value), buildAccepts(value)]).toEqual([value, true, true])
    for (const value of bad) expect([value, matches(PATTERNS[kind], value), buildAccepts(value)]).toEqual([value, false, false])
  })
})

describe("the comments of data/site.yaml", () => {
  it("are read by key path, leaving out keys inside list items", () => {
    const text = [
      "# the brand",
      "brand:",
      "  # shown in the header",
      "  name: X",
      "hours:",
      "  # a slot",
      "  - days: [Mon]",
      "    # no",
      "    opens: x",
    ].join("\n")
    expect(keyComments(text)).toEqual({ brand: "the brand", "brand.name": "shown in the header" })
  })

  it("keep a comment of several lines, or over a blank line, and drop one that a line of other text cuts off", () => {
    const text = [
      "# first line",
      "#second line",
      "brand: X",
      "# over a blank line",
      "",
      "phone: 1",
      "# cut off",
      "---",
      "email: x",
    ].join("\n")
    expect(keyComments(text)).toEqual({ brand: "first line\nsecond line", phone: "over a blank line" })
  })

  it("take a # or a dash inside a key's line for part of its value", () => {
    const text = ["# about the title", "title: A - B # not a comment", "# about the name", "name: X"].join("\n")
    expect(keyComments(text)).toEqual({ title: "about the title", name: "about the name" })
  })

  it("are given to the editor's fields, which Decap writes back above each key on a save", () => {
    const comments = keyComments(readFileSync(path.join(__dirname, "..", "data", "site.yaml"), "utf8"))
    const site = buildCmsConfig({ siteUrl: "" }, comments).collections.find((c) => c.files)!.files![0].fields
    const written: Record<string, string> = {}
    const walk = (fields: CmsField[], prefix: string) =>
      fields.forEach((field) => {
        if (field.comment) written[`${prefix}${field.name}`] = field.comment
        if (field.widget === "object") walk(field.fields ?? [], `${prefix}${field.name}.`)
      })
    walk(site, "")
    expect(written).toEqual(comments)
    expect(Object.keys(written).length).toBeGreaterThan(0)
  })
})
