// The editor's fields and settings written out literally, beside cms-config.test.ts's checks derived from the model: a
// widget's options, a hint, a date's format or the backend's commit messages could change there unnoticed.
import { buildCmsConfig, cmsBackend, cmsField, editorTexts, labelFor, PATTERNS, textPattern } from "../gatsby/content/cms-config"
import type { CmsField } from "../src/cms/cms-config-types"
import { iconNames } from "../src/lib/icon-names"

const IMAGE_HINT = "A photo under data/images, processed into small modern formats at build time."

describe("an editor field's label", () => {
  it("is the field's name in words, capitalised once", () => {
    expect(labelFor("lastReviewed")).toBe("Last reviewed")
    expect(labelFor("heroDescription")).toBe("Hero description")
    expect(labelFor("seo")).toBe("Seo")
    expect(labelFor("step2Title")).toBe("Step2 title")
    expect(labelFor("URL")).toBe("Url")
  })
})

describe("each kind of model field in the editor", () => {
  it("a line of text, or a box for long text, checked against the build's text rule", () => {
    expect(cmsField("title", { kind: "string" }, "Card")).toEqual({
      name: "title",
      label: "Title",
      required: true,
      widget: "string",
      pattern: textPattern(),
    })
    expect(cmsField("description", { kind: "string", optional: true, slots: ["phoneLink"] }, "Card")).toEqual({
      name: "description",
      label: "Description",
      required: false,
      widget: "text",
      pattern: textPattern(["phoneLink"]),
    })
  })

  it("a search title counted against its limit as it is typed", () => {
    expect(cmsField("title", { kind: "string" }, "Seo")).toMatchObject({ widget: "counted-string", counter: 60 })
  })

  it("numbers keep their kind, switches start off", () => {
    expect(cmsField("order", { kind: "int", optional: true }, "Card")).toEqual({
      name: "order",
      label: "Order",
      required: false,
      widget: "number",
      value_type: "int",
      hint: "Where this entry stands in lists (footer, index pages): lower first; entries without one come after.",
    })
    expect(cmsField("latitude", { kind: "float" }, "Geo")).toEqual({
      name: "latitude",
      label: "Latitude",
      required: true,
      widget: "number",
      value_type: "float",
    })
    expect(cmsField("visible", { kind: "boolean" }, "Card")).toEqual({
      name: "visible",
      label: "Visible",
      required: true,
      widget: "boolean",
      default: false,
    })
  })

  it("a date is picked as a calendar day in UTC and stored as 2026-01-31", () => {
    expect(cmsField("lastReviewed", { kind: "date" }, "ConditionsYaml")).toEqual({
      name: "lastReviewed",
      label: "Last reviewed",
      required: true,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      pattern: [...PATTERNS.date],
      hint: "The date the clinician last reviewed this page.",
    })
  })

  it("a site path is offered from the site's pages", () => {
    expect(cmsField("href", { kind: "path" }, "Link", ["/contact", "/fees"])).toEqual({
      name: "href",
      label: "Link",
      required: true,
      widget: "site-path",
      pattern: [...PATTERNS.path],
      options: ["/contact", "/fees"],
      hint: 'A page or file of this site, starting with "/", like /contact.',
    })
  })

  it("a phone, an address and a time are lines with their own pattern and hint", () => {
    expect(cmsField("phone", { kind: "phone" }, "SiteYaml")).toMatchObject({
      widget: "string",
      pattern: [...PATTERNS.phone],
      hint: "As people read it, like 1-844-222-7200; the call link is made from it.",
    })
    expect(cmsField("portal", { kind: "url" }, "SiteYaml")).toMatchObject({
      widget: "string",
      pattern: [...PATTERNS.url],
      hint: "Another site's full https:// address.",
    })
    expect(cmsField("opens", { kind: "time" }, "Hours")).toMatchObject({ widget: "string", pattern: [...PATTERNS.time] })
  })

  it("an icon is picked by its picture, a choice from a list, an image from the media library", () => {
    expect(cmsField("icon", { kind: "icon" }, "Card")).toEqual({
      name: "icon",
      label: "Icon",
      required: true,
      widget: "icon-picker",
      options: [...iconNames],
      hint: "Pick the picture that fits.",
    })
    expect(cmsField("consent", { kind: "choice", values: ["opt-in", "notice"] }, "Analytics")).toEqual({
      name: "consent",
      label: "Consent",
      required: true,
      widget: "select",
      options: ["opt-in", "notice"],
    })
    expect(cmsField("src", { kind: "image", optional: true }, "HeroImage")).toEqual({
      name: "src",
      label: "Image file",
      required: false,
      widget: "image",
      pattern: [...PATTERNS.image],
      hint: IMAGE_HINT,
    })
  })

  it("the image's alt text has its own label and says when it is needed", () => {
    expect(cmsField("alt", { kind: "string" }, "HeroImage")).toMatchObject({
      label: "Alt text",
      hint: "What the photo shows, for people who cannot see it: required whenever an image is chosen.",
    })
  })

  it("a group is open when required and folded, with a switch, when optional", () => {
    const required = cmsField("card", { kind: "object", type: "HeroImage" }, "ServicesYaml")
    expect(required).toMatchObject({ widget: "object", required: true })
    expect(required.collapsed).toBeFalsy()
    const optional = cmsField("image", { kind: "object", type: "HeroImage", optional: true }, "ServicesYaml")
    expect(optional).toMatchObject({ widget: "optional-group", collapsed: true, required: false })
    expect(optional.fields?.map((field) => field.name)).toEqual(["src", "alt"])
  })

  it("a list of groups is folded, each item summarised by its first field; a list of words holds items", () => {
    const faq = cmsField("faq", { kind: "list", of: { kind: "object", type: "HeroImage" }, min: 1, max: 8 }, "X")
    expect(faq).toMatchObject({ widget: "checked-list", collapsed: true, summary: "{{fields.src}}", min: 1, max: 8 })
    const words = cmsField("items", { kind: "list", of: { kind: "string" }, optional: true }, "X")
    expect(words).toEqual({
      name: "items",
      label: "Items",
      label_singular: "item",
      required: false,
      widget: "list",
      field: { name: "item", label: "Items", required: true, widget: "string", pattern: textPattern() },
    })
    expect(words).not.toHaveProperty("min")
    expect(words).not.toHaveProperty("max")
  })

  it("names every item of a list in the singular, and sums up an opening-hours row by its times, not its list of days", () => {
    const hours = cmsField("hours", { kind: "list", of: { kind: "object", type: "OpeningHours" }, min: 1 }, "SiteYaml")
    expect(hours).toMatchObject({ label_singular: "opening hours", summary: "{{fields.opens}} to {{fields.closes}}" })
    const effects = cmsField("sideEffects", { kind: "list", of: { kind: "string" } }, "Safety")
    expect(effects).toMatchObject({ label: "Side effects", label_singular: "side effect" })
  })

  it("labels a field in content staff's words, never a programmer's abbreviation", () => {
    for (const name of ["seo", "cta", "geo", "src", "slug", "faqs"])
      expect(cmsField(name, { kind: "string" }, "X").label).not.toMatch(/^(Seo|Cta|Geo|Src|Slug|Faqs)$/)
    expect(cmsField("cta", { kind: "string" }, "X").label).toBe("Booking invitation at the end of the page")
  })

  it("refuses any word in braces the build refuses, accents and spaces too, and takes the facts and the slots", () => {
    const pattern = new RegExp(textPattern(["city"])[0])
    for (const refused of ["Call {téléphone}", "Call {phone number}", "Call {phone2}", "Call {}"])
      expect([refused, pattern.test(refused)]).toEqual([refused, false])
    for (const taken of ["Call {phone}", "Call { phone } in {city}", "Plain words"])
      expect([taken, pattern.test(taken)]).toEqual([taken, true])
  })

  it("says what a text field takes in braces without listing every fact of the site", () => {
    const [, message] = textPattern(["city"])
    expect(message).toBe(
      "write words, not spaces alone; in braces only {city}, or a fact of the site like {phone} (the editing guide lists them)",
    )
  })

  it("a relation picks entries of its collection by name and stores their slugs", () => {
    expect(cmsField("reviewedBy", { kind: "string" }, "ConditionsYaml")).toEqual({
      name: "reviewedBy",
      label: "Reviewed by",
      required: true,
      widget: "relation",
      collection: "reviewers",
      value_field: "slug",
      search_fields: ["name", "slug"],
      display_fields: ["name"],
      hint: "The clinician who reviewed this page's medical content.",
    })
    expect(cmsField("medications", { kind: "list", of: { kind: "string" }, min: 1 }, "MedicationCategory")).toMatchObject({
      widget: "relation",
      collection: "medications",
      multiple: true,
      min: 1,
    })
    expect(cmsField("reviewedBy", { kind: "string" }, "ConditionsYaml")).not.toHaveProperty("min")
  })

  it("a slug is typed once, on a new entry, in the slug pattern", () => {
    expect(cmsField("slug", { kind: "string" }, "CitiesYaml")).toMatchObject({
      widget: "entry-slug",
      pattern: [...PATTERNS.slug],
      required: true,
    })
  })
})

describe("the editor's backend", () => {
  const messages = {
    create: "Content: create {{collection}} “{{slug}}” (editor, {{author-login}})",
    update: "Content: update {{collection}} “{{slug}}” (editor, {{author-login}})",
    delete: "Content: delete {{collection}} “{{slug}}” (editor, {{author-login}})",
    uploadMedia: "Content: upload “{{path}}” (editor, {{author-login}})",
    deleteMedia: "Content: delete “{{path}}” (editor, {{author-login}})",
  }

  it("is Netlify's git gateway on main by default, squashing each entry's commits", () => {
    expect(cmsBackend({ siteUrl: "https://x.ca" })).toEqual({
      name: "git-gateway",
      branch: "main",
      squash_merges: true,
      commit_messages: messages,
    })
  })

  it("is GitHub with the repository, branch and sign-in provider given", () => {
    expect(
      cmsBackend({ siteUrl: "https://x.ca", backend: "github", repo: "o/r", branch: "site", authBaseUrl: "https://a.ca" }),
    ).toEqual({
      name: "github",
      repo: "o/r",
      branch: "site",
      base_url: "https://a.ca",
      squash_merges: true,
      commit_messages: messages,
    })
    expect(cmsBackend({ siteUrl: "https://x.ca", backend: "github", repo: "o/r" })).not.toHaveProperty("base_url")
  })
})

describe("the editor's whole configuration", () => {
  const config = buildCmsConfig({ siteUrl: "https://www.example.ca", localBackendPort: "9100" }, { sitePaths: ["/fees"] })
  const collection = (name: string) => config.collections.find((each) => each.name === name)!

  it("is given whole, talks to a local decap-server only from this machine, and stores media under data/images", () => {
    expect(config).toMatchObject({
      load_config_file: false,
      local_backend: { url: "http://localhost:9100/api/v1", allowed_hosts: ["localhost", "127.0.0.1"] },
      publish_mode: "editorial_workflow",
      media_folder: "data/images",
      public_folder: "images",
      site_url: "https://www.example.ca",
      display_url: "https://www.example.ca",
      editor: { preview: true },
    })
    expect(buildCmsConfig({ siteUrl: "https://x.ca" }).local_backend).toMatchObject({ url: "http://localhost:8081/api/v1" })
  })

  it("edits one file per entry, named by its slug, in the collection's folder", () => {
    expect(collection("cities")).toMatchObject({
      folder: "data/cities",
      create: true,
      slug: "{{slug}}",
      identifier_field: "slug",
      extension: "yaml",
      format: "yaml-cities",
      summary: "{{city}}",
      sortable_fields: ["city", "order"],
    })
    expect(collection("pages")).not.toHaveProperty("sortable_fields")
  })

  it("edits the site's facts as one file that cannot be deleted, and its French file beside it", () => {
    const site = buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === "site")!
    expect(site).toMatchObject({
      delete: false,
      format: "yaml-site",
      files: [
        { name: "site", label: "Site facts", file: "data/site.yaml" },
        { name: "site-fr", label: "Site facts in French", file: "data/site.fr.yaml" },
      ],
    })
    // the French file holds the words only: no phone, address, hours, portal, compliance or analytics, no logo
    const french = site.files![1].fields
    expect(french.map((field) => field.name)).toEqual([
      "confirmed",
      "brand",
      "seo",
      "nav",
      "servicesMenu",
      "footer",
      "breadcrumbs",
      "seal",
      "emailService",
      "fees",
      "claims",
      "coverage",
      "crisisLine",
      "adviceLine",
      "youthLine",
      "therapistTitle",
      "dataResidency",
    ])
    expect(french.find((field) => field.name === "brand")?.fields?.map((field) => field.name)).toEqual([
      "name",
      "legalName",
      "shortName",
      "tagline",
      "blurb",
    ])
    expect(french.find((field) => field.name === "crisisLine")?.fields?.map((field) => field.name)).toEqual([
      "name",
      "text",
      "availability",
      "summary",
    ])
    const words = buildCmsConfig({ siteUrl: "https://x.ca" }).collections.find((each) => each.name === "interface")!
    expect(words.files?.map((file) => [file.name, file.label, file.file])).toEqual([
      ["interface", "Interface words", "data/interface.yaml"],
      ["interface-fr", "Interface words in French", "data/interface.fr.yaml"],
    ])
    expect(words.files?.[1].fields.map((field) => field.name)).toEqual([
      "confirmed",
      "layout",
      "footer",
      "errorScreen",
      "notFound",
      "leadForm",
      "toasts",
      "contactCard",
      "consent",
      "sections",
      "screens",
    ])
  })

  /** Each field's i18n: a group's or list's as [its own, its fields'], a list of values' as [its own, its item's]. */
  const i18nOf = (fields: CmsField[]): Record<string, unknown> =>
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        field.fields ? [field.i18n, i18nOf(field.fields)] : field.field ? [field.i18n, field.field.i18n] : field.i18n,
      ]),
    )

  it("edits a translated kind's entry in English and French side by side, each field in both files or the English one alone", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: ["en", "fr"], default_locale: "en" })
    for (const name of ["services", "conditions", "medications", "cities", "pages"]) expect(collection(name).i18n).toBe(true)
    expect(collection("reviewers")).not.toHaveProperty("i18n")
    expect(collection("site")).not.toHaveProperty("i18n")
    expect(collection("interface")).not.toHaveProperty("i18n")
    expect(JSON.stringify(collection("reviewers"))).not.toContain('"i18n"')
    // false, Decap's "none": shown and written in English only, so a shared field is written once, never "duplicate"d
    expect(i18nOf(collection("cities").fields!)).toEqual({
      slug: false,
      frenchSlug: false,
      confirmed: true,
      city: true,
      order: false,
      geo: [false, { latitude: false, longitude: false, confirmed: false }],
      seo: [true, { title: true, description: true, keywords: [true, true] }],
      heroDescription: true,
      // a list is translated whole, its icons with it
      benefits: [true, { title: true, description: true, items: [true, { title: true, description: true, icon: true }] }],
      whyChoose: [true, { title: true, paragraphs: [true, true] }],
      // a group's shared fields stay in English: the link and the flag
      local: [
        true,
        { title: true, publicHealth: [true, { name: true, url: false }], emergency: true, pharmacy: true, confirmed: false },
      ],
      cta: [true, { title: true, description: true, buttonLabel: true, buttonLink: false }],
    })
    expect(i18nOf(collection("services").fields!).hero).toEqual([
      true,
      { badge: true, title: true, description: true, image: [true, { src: false, alt: true }] },
    ])
    expect(i18nOf(collection("medications").fields!)).toMatchObject({
      relatedConditions: [false, false],
      reviewedBy: false,
      lastReviewed: false,
      prescriptionOnly: false,
      confirmed: true,
    })
  })

  it("offers the site's pages in every path field", () => {
    const paths = JSON.stringify(config).match(/"options":\["\/fees"\]/g)
    expect(paths?.length).toBeGreaterThan(0)
  })
})

describe("data/'s texts as the editor's YAML format looks them up", () => {
  it("are a single file's by its path, an entry's by collection, slug and language", () => {
    const texts = {
      "site.yaml": "a",
      "site.fr.yaml": "b",
      "cities/toronto.en.yaml": "c",
      "cities/toronto.fr.yaml": "d",
      "reviewers/dr-lee.yaml": "e",
    }
    expect(editorTexts(texts)).toEqual({
      files: { "data/site.yaml": "a", "data/site.fr.yaml": "b" },
      entries: { cities: { toronto: { en: "c", fr: "d" } }, reviewers: { "dr-lee": { en: "e" } } },
    })
  })
})
