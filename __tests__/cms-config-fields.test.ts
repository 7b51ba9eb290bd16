// The editor's fields and settings written out literally, beside cms-config.test.ts's checks derived from the model: a
// widget's options, a hint, a date's format or the backend's commit messages could change there unnoticed.
import { buildCmsConfig, cmsBackend, cmsField, editorTexts, labelFor, PATTERNS, textPattern } from "../gatsby/content/cms-config"
import type { CmsField } from "../src/cms/cms-config-types"
import { hoursRowSummary } from "../src/cms/hours-summary"
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

  it("a site path is a site-path field, which offers the site's pages as it fetches them, not from the configuration", () => {
    expect(cmsField("href", { kind: "path" }, "Link")).toEqual({
      name: "href",
      label: "Link",
      required: true,
      widget: "site-path",
      pattern: [...PATTERNS.path],
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
      choose_url: false,
      hint: IMAGE_HINT,
    })
  })

  it("the image's alt text has its own label and says when it is needed", () => {
    expect(cmsField("alt", { kind: "string" }, "HeroImage")).toMatchObject({
      label: "Image description (for people who cannot see it)",
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

  it("a list of groups is folded, each item summarised by its first words; a list of words holds items", () => {
    // by its first words, not its picture: a French item holds its words alone
    const faq = cmsField("faq", { kind: "list", of: { kind: "object", type: "HeroImage" }, min: 1, max: 8 }, "X")
    expect(faq).toMatchObject({ widget: "checked-list", collapsed: true, summary: "{{fields.alt}}", min: 1, max: 8 })
    // nor its slug, the English category's
    const categories = cmsField("categories", { kind: "list", of: { kind: "object", type: "MedicationCategory" } }, "X")
    expect(categories.summary).toBe("{{fields.title}}")
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
    expect(hours).toMatchObject({ label_singular: "opening hours row", summary: "{{fields.opens}} to {{fields.closes}}" })
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

  it("says first that a word in braces is not known, then what the field takes, without listing every fact", () => {
    // a typo in braces is what staff meet: the message led with "spaces alone" and misled them (issue 62)
    const [, message] = textPattern(["city"])
    expect(message).toMatch(/^a word in braces is not one this field takes: check its spelling\./)
    expect(message).toContain("{city}, or a fact of the site like {phone} (the editing guide lists them)")
    expect(message).not.toContain("{crisisLine}")
    expect(textPattern()[1]).toMatch(/^a word in braces is not a fact of the site: check its spelling/)
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
  })

  it("a slug is typed once, on a new entry, in the slug pattern", () => {
    expect(cmsField("slug", { kind: "string" }, "CitiesYaml")).toMatchObject({
      widget: "entry-slug",
      pattern: [...PATTERNS.slug],
      required: true,
    })
  })

  it("a slug inside an entry, a medication category's, is a plain field in the slug pattern, editable any time", () => {
    expect(cmsField("slug", { kind: "string", i18n: "none" }, "MedicationCategory")).toMatchObject({
      widget: "string",
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
  const config = buildCmsConfig({ siteUrl: "https://www.example.ca", localBackendPort: "9100" })
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
    // a menu item's words only: its link and icon are the English item's at its place
    expect(french.find((field) => field.name === "servicesMenu")?.fields?.map((field) => field.name)).toEqual(["name"])
    const footer = french.find((field) => field.name === "footer")?.fields
    expect(footer?.find((field) => field.name === "navigation")?.fields?.map((field) => field.name)).toEqual([
      "name",
      "hiddenContext",
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
      // a list's items are translated, their icons shown in English alone: each French item takes the English item's
      benefits: [true, { title: true, description: true, items: [true, { title: true, description: true, icon: false }] }],
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
    expect(i18nOf(collection("pages").fields!)).toMatchObject({
      heroButtons: [true, { label: true, path: false, icon: false }],
      serviceCategories: [
        true,
        { title: true, description: true, icon: false, services: [true, { name: true, description: true, path: false }] },
      ],
      medicationCategories: [true, { slug: false, title: true, description: true, icon: false }],
    })
    expect(i18nOf(collection("medications").fields!)).toMatchObject({
      relatedConditions: [false, false],
      reviewedBy: false,
      lastReviewed: false,
      prescriptionOnly: false,
      confirmed: true,
    })
  })

  it("has path fields, whose pages it does not hold (fetched as each is shown: they grow with the entries)", () => {
    expect(JSON.stringify(config)).toContain('"widget":"site-path"')
    expect(JSON.stringify(config)).not.toContain('"/fees"')
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

describe("the editor in a clinic coordinator's words (issue 62)", () => {
  const config = buildCmsConfig({ siteUrl: "https://x.ca" })
  /** Every field of the editor, with its labels from the collection down ("Site facts › Address › Province"). */
  const everyField = (): Array<{ where: string; field: CmsField }> => {
    const found: Array<{ where: string; field: CmsField }> = []
    const walk = (fields: ReadonlyArray<CmsField>, where: string) => {
      for (const field of fields) {
        found.push({ where: `${where} › ${field.label}`, field })
        if (field.fields) walk(field.fields, `${where} › ${field.label}`)
      }
    }
    for (const collection of config.collections)
      for (const fields of [collection.fields ?? [], ...(collection.files ?? []).map((file) => file.fields)])
        walk(fields, collection.label)
    return found
  }
  const byPath = (path: string): CmsField => {
    const [collection, ...names] = path.split(".")
    const fields = config.collections.find((each) => each.name === collection)!
    let scope: ReadonlyArray<CmsField> = fields.fields ?? fields.files![0].fields
    let field: CmsField | undefined
    for (const name of names) {
      field = scope.find((each) => each.name === name)
      scope = field?.fields ?? []
    }
    return field!
  }

  /** The words on screen the issue names as a programmer's (its point 7), each as the whole label or a word in it. */
  const PROGRAMMER_WORDS = [
    /\bHero\b/,
    /\bBadge\b/,
    /\bCards?\b/,
    /^Items$/,
    /\bAnchor\b/,
    /^Sample$/,
    /\bAlt\b/,
    /\bIntro\b/,
    /Region code/,
    /Title template/,
    /Has dropdown/,
    /^Path$/,
    /^Claims$/,
    /^Waits$/,
    /^Same day$/,
    /Womens/,
    /Fee items/,
    /^Compliance$/,
    /^Data residency$/,
    /Position (one|many)/,
    /Rate limited/,
    /Hidden spam trap field/,
    /^Skip link$/,
    /^Drug class$/,
    /^Administration route$/,
    /^College$/,
    /^Days$/,
  ]

  it("shows none of the words the issue calls a programmer's, on any field of any entry", () => {
    const jargon = everyField()
      .filter(({ field }) => PROGRAMMER_WORDS.some((word) => word.test(field.label)))
      .map(({ where }) => where)
    expect(jargon).toEqual([])
  })

  it.each([
    ["services.hero", "Top of page"],
    ["services.hero.badge", "Small label above the title"],
    ["medications.badge", "Small label above the title"],
    ["services.hero.image.alt", "Image description (for people who cannot see it)"],
    ["services.benefits.items", "Boxes"],
    ["conditions.treatments.items", "Treatments"],
    ["services.steps.items", "Steps"],
    ["services.faqs.items", "Questions and answers"],
    ["services.testimonials.items", "Patient quotes"],
    ["conditions.card", "Box in the conditions list"],
    ["pages.intro", "Opening paragraphs"],
    ["site.address.regionCode", "Province, in two letters"],
    ["site.seo.titleTemplate", "Browser tab title pattern"],
    ["site.claims", "Waiting times and other promises"],
    ["site.claims.waits.womensHealth", "Wait for a women's health visit"],
    ["site.coverage.feeItems", "Things that have a fee"],
    ["site.compliance", "Approvals by the clinic's lawyer"],
    ["site.dataResidency", "Country where patient data is kept"],
    ["interface.toasts.rateLimited", "Message when someone sends again too soon"],
    ["interface.layout.skipLink", "Link to jump past the menu (keyboard users)"],
    ["interface.sections.testimonials.positionOne", "Quote counter, one quote shown"],
    ["interface.sections.testimonials.positionMany", "Quote counter, several quotes shown"],
    ["medications.drugClass", "Type of medicine"],
    ["medications.administrationRoute", "How it is taken"],
    ["reviewers.college", "Licensing body (college)"],
  ])("labels %s %j, with a hint of one line", (path, label) => {
    const field = byPath(path)
    expect(field.label).toBe(label)
    expect(field.hint).toMatch(/^[^\n]{10,160}$/)
  })

  it("says where the page's own title goes in the browser tab's title", () => {
    expect(byPath("site.seo.titleTemplate").hint).toContain("%s")
    expect(byPath("site.nav").fields?.find((field) => field.name === "hasDropdown")?.label).toBe("Opens a menu")
    expect(byPath("pages.testimonials.items").fields?.find((field) => field.name === "sample")?.label).toBe(
      "Sample quote (not a real patient)",
    )
  })

  it("names each item of a list in the singular of its new label", () => {
    expect(byPath("services.faqs.items")).toMatchObject({ label_singular: "question and answer" })
    expect(byPath("services.benefits.items")).toMatchObject({ label_singular: "box" })
    expect(byPath("services.testimonials.items")).toMatchObject({ label_singular: "patient quote" })
  })

  it("opening hours: one row per set of days, summed up in words, its days picked from the week", () => {
    const hours = byPath("site.hours")
    expect(hours).toMatchObject({
      label: "Opening hours",
      label_singular: "opening hours row",
      widget: "hours-list",
      min: 1,
      summary: "{{fields.opens}} to {{fields.closes}}",
    })
    expect(hours.hint).toMatch(/^[^\n]{10,160}$/)
    expect(hours.fields?.find((field) => field.name === "days")).toEqual({
      name: "days",
      label: "Days these hours apply to",
      required: true,
      widget: "select",
      multiple: true,
      options: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      min: 1,
      hint: expect.stringMatching(/^[^\n]{10,160}$/),
    })
  })

  it("an opening-hours row reads like the site says it: Monday to Friday, 9:00 to 17:00", () => {
    const days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
    expect(hoursRowSummary({ days, opens: "09:00", closes: "17:00" })).toBe("Monday to Friday, 9:00 to 17:00")
    expect(hoursRowSummary({ days: ["Sunday"], opens: "08:00", closes: "21:30" })).toBe("Sunday, 8:00 to 21:30")
    expect(hoursRowSummary({ days: ["Sunday", "Saturday"], opens: "10:00", closes: "14:00" })).toBe(
      "Saturday and Sunday, 10:00 to 14:00",
    )
    // a row being filled in
    expect(hoursRowSummary({})).toBe("No days chosen yet, no times yet")
    expect(hoursRowSummary({ days: ["Monday"], opens: "09:00" })).toBe("Monday, no times yet")
  })

  it("offers no 'Insert from URL' on any image: only an upload or a file of data/images, as the build takes", () => {
    const images = everyField().filter(({ field }) => field.widget === "image")
    expect(images.length).toBeGreaterThan(0)
    for (const { where, field } of images) expect([where, field.choose_url]).toEqual([where, false])
  })

  it("shows and takes every date as 2026-01-31, as its hint says", () => {
    const dates = everyField().filter(({ field }) => field.widget === "datetime")
    expect(dates.length).toBeGreaterThan(0)
    for (const { where, field } of dates)
      expect([where, field.format, field.date_format, field.time_format, field.pattern]).toEqual([
        where,
        "YYYY-MM-DD",
        "YYYY-MM-DD",
        false,
        [...PATTERNS.date],
      ])
  })

  it.each([
    "cities.local.emergency",
    "cities.local.pharmacy",
    "interface.leadForm.emergency",
    "interface.leadForm.notSent",
    "interface.leadForm.privacyNote",
    "interface.leadForm.sendInterrupted",
    "interface.sections.clinicalReview.disclaimer",
    "site.coverage.insured",
    "site.coverage.withFee",
    "site.coverage.notInsured",
    "medications.faqs.items.answer",
  ])("writes the paragraph %s in a box of several lines", (path) => {
    expect(byPath(path).widget).toMatch(/^(counted-)?text$/)
  })

  it.each(["pages.legalSections.items", "medications.about.dosages", "medications.safety.sideEffects"])(
    "writes each paragraph of the list %s in a box of several lines",
    (path) => {
      expect(byPath(path).field?.widget).toBe("text")
    },
  )

  it("says on each page's optional group which pages use it", () => {
    for (const name of ["legalSections", "medicationCategories", "serviceCategories", "heroButtons", "intro"])
      expect([name, byPath(`pages.${name}`).hint]).toEqual([name, expect.stringMatching(/page/i)])
    expect(byPath("pages.legalSections").hint).toMatch(/legal pages/i)
  })
})
