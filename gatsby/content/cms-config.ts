/**
 * Decap CMS's configuration, made from the content model (content-model.ts) so the editor asks for exactly what the
 * build accepts: the same fields, the same required ones, the same shapes (phone, dates, slugs, paths, https links,
 * icon names, references to other entries). __tests__/cms-config.test.ts fails when the two disagree.
 */
import type { CmsBackend, CmsCollection, CmsConfig, CmsField, CmsI18n, EditorTexts } from "../../src/cms/cms-config-types"
import { factTokens } from "../../src/lib/facts"
import { iconNames } from "../../src/lib/icon-names"
import { TITLE_LIMIT } from "../../src/lib/seo"
import { DESCRIPTION_LIMIT } from "../checks/content-check"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import { ENTRY_ROUTE_BASES } from "./page-routes"
import { type Collection, entryOfFile, fileIn, singleFiles, translatedCollections } from "./data-files"
import { isTranslated } from "./translation"

/** The shapes the build's validation (gatsby/checks/entry-validation.ts) accepts, as Decap patterns: [regex, message]. */
export const PATTERNS = {
  slug: ["^[a-z0-9]+(-[a-z0-9]+)*$", "Lower-case words joined by hyphens, like sore-throat"],
  date: ["^\\d{4}-\\d{2}-\\d{2}$", "A date like 2026-01-31"],
  // libphonenumber decides in the build; this admits what a North American number looks like as people write it
  phone: ["^(\\+?1[-. ]?)?\\(?[2-9]\\d{2}\\)?[-. ]?\\d{3}[-. ]?\\d{4}$", "A phone number like 1-844-222-7200"],
  path: ["^/(?!/)\\S*$", 'A path on this site starting with "/", like /contact'],
  url: ["^https://[^\\s/?#]+\\.[^\\s/?#]+(?:[/?#]\\S*)?$", "A full https:// address, like https://example.ca/page"],
  time: ["^([01]\\d|2[0-3]):[0-5]\\d$", 'A 24-hour time like "08:00" or "21:30"'],
  image: [
    "^(?!/)(?!.*\\.\\.).+\\.([jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[aA][vV][iI][fF])$",
    "A .jpg, .png, .webp or .avif image",
  ],
} as const satisfies Record<string, readonly [string, string]>

/**
 * Text as the build accepts it (gatsby/checks/entry-validation.ts): not spaces alone, and no word in braces but the fact tokens
 * (src/lib/facts.ts) and the field's own slots. Decap checks a pattern only on a field that is not empty.
 */
export const textPattern = (slots: ReadonlyArray<string> = []): [string, string] => {
  const known = [...factTokens, ...slots]
  return [
    `^(?=[\\s\\S]*\\S)(?![\\s\\S]*\\{\\s*(?!(?:${known.join("|")})\\s*\\})(?:[^{}\\s][^{}]*)?\\})[\\s\\S]*$`,
    slots.length > 0
      ? `write words, not spaces alone; in braces only ${slots.map((slot) => `{${slot}}`).join(" or ")}, or a fact of the site like {phone} (the editing guide lists them)`
      : "write words, not spaces alone; in braces only a fact of the site like {phone} or {coverage} (the editing guide lists them)",
  ]
}

/** The fields check:content warns about past a length (content-check.ts): the editor counts them as they are typed. */
const COUNTED: Record<string, number> = { "Seo.title": TITLE_LIMIT, "Seo.description": DESCRIPTION_LIMIT }

/** Where each node type's files live: one file for the site's facts, one file per entry (named by its slug) for the rest. */
export const COLLECTIONS: Record<
  string,
  { name: string; label: string; singular: string; description: string; summary?: string; sortable?: string[] }
> = {
  SiteYaml: {
    name: "site",
    label: "Site facts",
    singular: "Site facts",
    description: "The clinic's facts every page reads: name, phone, address, hours, menus, fees, compliance switches.",
  },
  InterfaceYaml: {
    name: "interface",
    label: "Interface words",
    singular: "Interface words",
    description:
      "The words of the header, menus, footer, contact form and its messages, the 404 and error screens, and fixed buttons.",
  },
  ServicesYaml: {
    name: "services",
    label: "Services",
    singular: "Service",
    description: "One page per service at /services/<slug>.",
    summary: "{{name}}",
    sortable: ["name", "order"],
  },
  ConditionsYaml: {
    name: "conditions",
    label: "Conditions",
    singular: "Condition",
    description:
      "One page per condition at /conditions/<slug>. Medical copy: a clinician's review is required before publishing (Workflow: In review, then Ready).",
    summary: "{{name}} (reviewed {{lastReviewed}})",
    sortable: ["name", "order", "lastReviewed"],
  },
  MedicationsYaml: {
    name: "medications",
    label: "Medications",
    singular: "Medication",
    description:
      "One page per medication at /medications/<slug>. Medical copy: a clinician's review is required before publishing (Workflow: In review, then Ready).",
    summary: "{{name}} (reviewed {{lastReviewed}})",
    sortable: ["name", "order", "lastReviewed"],
  },
  CitiesYaml: {
    name: "cities",
    label: "Cities",
    singular: "City",
    description: "One page per city at /locations/<slug>.",
    summary: "{{city}}",
    sortable: ["city", "order"],
  },
  PagesYaml: {
    name: "pages",
    label: "Pages",
    singular: "Page",
    description: "The fixed pages (home, services, contact, ...) and the legal pages (those with legal sections, at /<slug>).",
    summary: "{{slug}}",
  },
  ReviewersYaml: {
    name: "reviewers",
    label: "Medical reviewers",
    singular: "Reviewer",
    description: "The clinicians condition and medication pages name as their medical reviewer.",
    summary: "{{name}}, {{credentials}}",
  },
}

/** Fields that name another entry by its slug: the editor picks from the entries instead of typing. */
export const RELATIONS: Record<string, { collection: string; display: string; multiple?: boolean }> = {
  "ConditionsYaml.reviewedBy": { collection: "reviewers", display: "name" },
  "MedicationsYaml.reviewedBy": { collection: "reviewers", display: "name" },
  "MedicationCategory.medications": { collection: "medications", display: "name", multiple: true },
}

/** Text long enough to want a box rather than a line. */
const LONG_TEXT = new Set([
  "description",
  "answer",
  "content",
  "bio",
  "blurb",
  "heroDescription",
  "text",
  "note",
  "warning",
  "defaultDescription",
  "dataResidency",
  "paragraphs",
  "howItWorks",
  "safety",
  "whoShouldNotTake",
  "sign",
  "action",
])

const KIND_HINTS: Partial<Record<FieldSpec["kind"], string>> = {
  phone: "As people read it, like 1-844-222-7200; the call link is made from it.",
  path: 'A page or file of this site, starting with "/", like /contact.',
  url: "Another site's full https:// address.",
  icon: "Pick the picture that fits.",
  image: "A photo under data/images, processed into small modern formats at build time.",
  date: "The date, like 2026-01-31.",
  time: "A 24-hour time, like 08:00 or 21:30.",
}

/** On the medical collections' switch: what Decap's Publish cannot enforce, the branch protection does (docs/editing.md). */
const MEDICAL_REVIEW =
  "Medical copy: a clinician's review is required before publishing. Save, set the status to In review for the clinician named above, and switch this on (with Last reviewed set to that day) only once the reviewing clinician has read this version."

const FIELD_HINTS: Record<string, string> = {
  slug: "The page address after the section: lower-case words joined by hyphens. It also names the file, so it is set once, when the entry is created.",
  "PagesYaml.frenchSlug":
    "Policy pages only: the French page's address after /fr/, in French without accents (frais makes /fr/frais); the English one when empty. Changing it later moves the French page, and links to its old address stop working.",
  frenchSlug:
    "The end of the French page's address, in French without accents: anxiete makes /fr/conditions/anxiete. Changing it later moves the French page, and links to its old address stop working.",
  "HeroImage.alt": "What the photo shows, for people who cannot see it: required whenever an image is chosen.",
  order: "Where this entry stands in lists (footer, index pages): lower first; entries without one come after.",
  confirmed:
    "Off (as every new entry starts) marks a placeholder the clinic still has to supply: the launch check refuses to launch with it. Switch it on once the clinic has confirmed these facts.",
  sample: "On marks an invented quote for layout only: the launch check refuses to launch with it.",
  reviewedBy: "The clinician who reviewed this page's medical content.",
  lastReviewed: "The date the clinician last reviewed this page.",
  lastUpdated: "The date this page's text last changed (legal pages must have one).",
  "ConditionsYaml.shortName": "Shown in lists where the name is too long (like UTI); the name when empty.",
  "ConditionsYaml.confirmed": MEDICAL_REVIEW,
  "MedicationsYaml.confirmed": MEDICAL_REVIEW,
  keywords: "Search keywords, one per item.",
}

/** Labels that say more than the field's name: in content staff's words, never a programmer's abbreviation. */
const FIELD_LABELS: Record<string, string> = { "HeroImage.alt": "Alt text" }

/** Names whose label, made from the name alone, would be jargon (SEO, CTA, SRC as Decap capitalises them). */
const PLAIN_LABELS: Record<string, string> = {
  slug: "Web address name",
  frenchSlug: "French web address name",
  seo: "Search results listing",
  cta: "Booking invitation at the end of the page",
  geo: "Map position",
  src: "Image file",
  href: "Link",
  e164: "Phone in international form",
  url: "Web address",
  loginUrl: "Login web address",
  signupUrl: "Sign-up web address",
  faqs: "Questions and answers",
  nav: "Main menu",
  hiddenContext: "Words for screen readers",
  honeypot: "Hidden spam trap field",
  noScript: "Message when JavaScript is off",
  mainNavLabel: "Main menu name for screen readers",
  blurb: "Short description",
  bio: "Biography",
  whyChoose: "Reasons to use the clinic",
  local: "Local information",
}

/** What one item of a list is called ("1 item", "Add question and answer"), where dropping an "s" would not do. */
const ITEM_LABELS: Record<string, string> = {
  faqs: "question and answer",
  hours: "opening hours",
  dosages: "dose",
  whoShouldNotTake: "person who should not take it",
  urgentHelp: "sign to act on",
  howItWorks: "paragraph",
  safety: "safety point",
  nav: "menu item",
  servicesMenu: "menu item",
}

/** One item of a list labelled `label`: "Side effects" → "side effect". */
const itemLabel = (name: string, label: string): string => ITEM_LABELS[name] ?? label.toLowerCase().replace(/(?<!s)s$/, "")

/** An opening-hours row names its times: its days are a list, which Decap would show as ["Monday",…]. */
const OBJECT_SUMMARIES: Record<string, string> = { OpeningHours: "{{fields.opens}} to {{fields.closes}}" }

/** "heroDescription" → "Hero description". */
export const labelFor = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const withHint = (field: CmsField, name: string, spec: FieldSpec, owner = ""): CmsField => {
  const hint = FIELD_HINTS[`${owner}.${name}`] ?? FIELD_HINTS[name] ?? KIND_HINTS[spec.kind]
  return hint ? { ...field, hint } : field
}

/**
 * One model field as a Decap field; `owner` names the type it belongs to, for the relations table. A field is required
 * as the model says, inside an optional group too: the group (src/cms/widgets/optional-group.tsx) checks its fields
 * only once something in it is filled, so a file without the group still saves and one with it is checked whole.
 */
export function cmsField(name: string, spec: FieldSpec, owner: string, sitePaths: string[] = []): CmsField {
  const label = FIELD_LABELS[`${owner}.${name}`] ?? PLAIN_LABELS[name] ?? labelFor(name)
  const base = { name, label, required: !spec.optional }
  const relation = RELATIONS[`${owner}.${name}`]
  if (relation)
    return withHint(
      {
        ...base,
        widget: "relation",
        collection: relation.collection,
        value_field: "slug",
        search_fields: [relation.display, "slug"],
        display_fields: [relation.display],
        ...(relation.multiple ? { multiple: true } : {}),
        ...(spec.kind === "list" && spec.min !== undefined ? { min: spec.min } : {}),
      },
      name,
      spec,
    )
  // editable on a new entry only: the file keeps the name it was created with (src/cms/widgets/entry-slug.tsx)
  if (name === "slug") return withHint({ ...base, widget: "entry-slug", pattern: [...PATTERNS.slug] }, name, spec)
  if (name === "frenchSlug") return withHint({ ...base, widget: "string", pattern: [...PATTERNS.slug] }, name, spec, owner)
  switch (spec.kind) {
    case "string": {
      const counter = COUNTED[`${owner}.${name}`]
      const widget = LONG_TEXT.has(name) ? "text" : "string"
      return withHint(
        {
          ...base,
          widget: counter ? `counted-${widget}` : widget,
          pattern: textPattern(spec.slots),
          ...(counter ? { counter } : {}),
        },
        name,
        spec,
        owner,
      )
    }
    case "int":
    case "float":
      return withHint({ ...base, widget: "number", value_type: spec.kind }, name, spec)
    case "boolean":
      // a new entry starts with every switch written off: `confirmed: false` above all, which the launch check lists
      return withHint({ ...base, widget: "boolean", default: false }, name, spec, owner)
    case "date":
      return withHint(
        {
          ...base,
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
          pattern: [...PATTERNS.date],
        },
        name,
        spec,
      )
    case "path":
      // a choice among the site's pages as the field is typed, or any path of the pattern (an anchor, a file of static/)
      return withHint({ ...base, widget: "site-path", pattern: [...PATTERNS.path], options: sitePaths }, name, spec)
    case "phone":
    case "url":
    case "time":
      return withHint({ ...base, widget: "string", pattern: [...PATTERNS[spec.kind]] }, name, spec)
    case "icon":
      return withHint({ ...base, widget: "icon-picker", options: [...iconNames] }, name, spec)
    case "choice":
      return withHint({ ...base, widget: "select", options: [...spec.values] }, name, spec)
    case "image":
      return withHint({ ...base, widget: "image", pattern: [...PATTERNS.image] }, name, spec)
    case "object":
      return {
        ...base,
        widget: spec.optional ? "optional-group" : "object",
        collapsed: spec.optional,
        fields: cmsFields(objectTypes[spec.type], spec.type, sitePaths),
      }
    case "list": {
      const bounds = {
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
      }
      // Decap skips a list's minimum when the list is empty: the checked list refuses an empty one (src/cms/widgets)
      const widget = spec.min ? "checked-list" : "list"
      const item = spec.of
      const label_singular = itemLabel(name, label)
      if (item.kind === "object") {
        const fields = cmsFields(objectTypes[item.type], item.type, sitePaths)
        // an item is summed up by its first field that holds a single value (its title, a name)
        const first = fields.find((field) => !field.widget.endsWith("list") && !field.fields) ?? fields[0]
        const summary = OBJECT_SUMMARIES[item.type] ?? `{{fields.${first.name}}}`
        return withHint({ ...base, label_singular, widget, collapsed: true, summary, fields, ...bounds }, name, spec)
      }
      const one = cmsField(name, { ...item, optional: false }, owner, sitePaths)
      return withHint(
        { ...base, label_singular, widget, field: { ...one, name: "item", label: labelFor(name) }, ...bounds },
        name,
        spec,
      )
    }
  }
}

export const cmsFields = (spec: ObjectSpec, owner: string, sitePaths: string[] = []): CmsField[] =>
  Object.entries(spec).map(([name, field]) => cmsField(name, field, owner, sitePaths))

export interface CmsEnvironment {
  /** "github" (any host; needs an OAuth provider) or "git-gateway" (Netlify Identity). */
  backend?: string
  repo?: string
  branch?: string
  /** The OAuth provider GitHub sign-in goes through when not on Netlify. */
  authBaseUrl?: string
  siteUrl: string
  localBackendPort?: string
}

/** Read when the editor's bundle is built (gatsby/node/cms.ts), never by the public pages' bundles. */
export const cmsEnvironment = (env: Record<string, string | undefined>, siteUrl: string): CmsEnvironment => ({
  backend: env.CMS_BACKEND,
  repo: env.CMS_REPO,
  branch: env.CMS_BRANCH,
  authBaseUrl: env.CMS_AUTH_BASE_URL,
  // `npm run cms` sets it to the site it serves, so that "View Live" opens this machine's pages
  siteUrl: env.CMS_SITE_URL || siteUrl,
  localBackendPort: env.CMS_LOCAL_PORT,
})

export const DEFAULT_LOCAL_BACKEND_PORT = "8081"

export function cmsBackend(env: CmsEnvironment): CmsBackend {
  const branch = env.branch || "main"
  const commit_messages = {
    create: "Content: create {{collection}} “{{slug}}” (editor, {{author-login}})",
    update: "Content: update {{collection}} “{{slug}}” (editor, {{author-login}})",
    delete: "Content: delete {{collection}} “{{slug}}” (editor, {{author-login}})",
    uploadMedia: "Content: upload “{{path}}” (editor, {{author-login}})",
    deleteMedia: "Content: delete “{{path}}” (editor, {{author-login}})",
  }
  if (env.backend === "github") {
    if (!env.repo) throw new Error('CMS_BACKEND=github needs CMS_REPO ("owner/name")')
    return {
      name: "github",
      repo: env.repo,
      branch,
      ...(env.authBaseUrl ? { base_url: env.authBaseUrl } : {}),
      squash_merges: true,
      commit_messages,
    }
  }
  return { name: "git-gateway", branch, squash_merges: true, commit_messages }
}

/**
 * The editor's languages (Decap's i18n), English the default. `multiple_files` keeps both languages of an entry in its
 * folder, side by side: Decap names every language's file <slug>.<locale>.yaml (getFilePath in decap-cms-core's
 * lib/i18n.ts), the English one too, which is why a translated kind's English file is <slug>.en.yaml (data-files.ts).
 * Only folder collections take it: Decap allows a file collection (site, interface) `single_file` alone
 * (throwOnInvalidFileCollectionStructure), so their French files are second files of the collection instead.
 */
export const CMS_I18N: CmsI18n = { structure: "multiple_files", locales: ["en", "fr"], default_locale: "en" }

/** How the fields inside a field take their language: as the model says, all translated, or all shared. */
type I18nMode = "model" | "whole" | "shared"

/** The model of the fields inside a field: a group's, or a list of groups' item's. */
const innerSpec = (spec: FieldSpec | undefined): ObjectSpec =>
  spec?.kind === "object"
    ? objectTypes[spec.type]
    : spec?.kind === "list" && spec.of.kind === "object"
      ? objectTypes[spec.of.type]
      : {}

/**
 * Each field's Decap `i18n` as the content model says (translation.ts): `true` for a translated field, written in
 * each language's file; `false` (Decap's "none": shown and written in English only) for a shared one, so that it is
 * written once, in the English file, as the build requires. Decap's "duplicate" would copy a shared field into the
 * French file on every save, and the build refuses a French file that repeats one. Inside a translated group each
 * field is as the model says (a hero's words translated, its image shared: the French file holds only the words);
 * inside a translated list every field is translated, the list being translated whole; inside a shared field every
 * field is shared. Decap reads a nested field without `i18n` as "none", hidden in French: every field says its own.
 */
export function withI18n(fields: ReadonlyArray<CmsField>, spec: ObjectSpec, mode: I18nMode = "model"): CmsField[] {
  return fields.map((field) => {
    const model = spec[field.name] as FieldSpec | undefined
    const translated = mode === "whole" || (mode === "model" && !!model && isTranslated(model))
    const inner: I18nMode = !translated ? "shared" : model?.kind === "list" ? "whole" : mode
    return {
      ...field,
      i18n: translated,
      ...(field.fields ? { fields: withI18n(field.fields, innerSpec(model), inner) } : {}),
      ...(field.field ? { field: { ...field.field, i18n: translated } } : {}),
    }
  })
}

/**
 * A file collection's French file's fields: the translated ones only, a translated group's shared fields left out
 * (the French file holds its words, the English file the rest: gatsby/content/translation.ts).
 */
export function translatedFields(fields: ReadonlyArray<CmsField>, spec: ObjectSpec): CmsField[] {
  return fields
    .filter((field) => spec[field.name] && isTranslated(spec[field.name]))
    .map((field) => {
      const model = spec[field.name]
      return model.kind === "object" && field.fields
        ? { ...field, fields: translatedFields(field.fields, innerSpec(model)) }
        : field
    })
}

/**
 * data/'s texts as the editor's YAML format looks them up (src/cms/cms.tsx): a file collection's files by their path
 * ("data/site.yaml"), an entry's files by collection, slug and language. Decap hands the format an entry's values,
 * never its file's name, so the editor cannot spell the name: it looks the text up by what the values say.
 */
export function editorTexts(texts: Record<string, string>): EditorTexts {
  const result: EditorTexts = { files: {}, entries: {} }
  for (const [name, text] of Object.entries(texts)) {
    const entry = entryOfFile(name)
    if (!entry) result.files[`data/${name}`] = text
    else ((result.entries[entry.collection] ??= {})[entry.slug] ??= {})[entry.language] = text
  }
  return result
}

/** The YAML format src/cms/cms.tsx registers for a collection: its files' comments and layout kept (src/cms/yaml-format.ts). */
export const editorFormat = (collection: string): string => `yaml-${collection}`

/** What the editor's configuration takes from data/ when it is built (gatsby/node/cms.ts). */
export interface CmsContent {
  /** The site's pages, offered in every path field. */
  sitePaths?: string[]
}

/** The whole configuration Decap is started with (src/cms/cms.tsx: CMS.init({ config })). */
export function buildCmsConfig(env: CmsEnvironment, { sitePaths = [] }: CmsContent = {}): CmsConfig {
  const collections = Object.entries(COLLECTIONS).map(([type, meta]): CmsCollection => {
    const model = nodeTypes[type]
    const fields = cmsFields(model.fields, type, sitePaths)
    const common = { name: meta.name, label: meta.label, label_singular: meta.singular, description: meta.description }
    const singleFile = Object.keys(singleFiles).find((file) => singleFiles[file] === type)
    // a file has no web address name: its first field checks the whole file's words before a save (src/cms/widgets)
    const checkingFirst = (fields: CmsField[]): CmsField[] =>
      fields.map((field, index) => (index === 0 ? { ...field, widget: `entry-check-${field.widget}` } : field))
    if (singleFile)
      return {
        ...common,
        format: editorFormat(meta.name),
        delete: false,
        files: [
          {
            name: meta.name,
            label: meta.label,
            file: `data/${singleFile}`,
            fields: checkingFirst(fields),
          },
          // the French file as a second file: its words only, the rest being the English file's
          {
            name: `${meta.name}-fr`,
            label: `${meta.label} in French`,
            file: `data/${fileIn(singleFile, "fr")}`,
            fields: checkingFirst(translatedFields(fields, model.fields)),
          },
        ],
      }
    const translated = translatedCollections.includes(meta.name as Collection)
    return {
      ...common,
      folder: `data/${meta.name}`,
      create: true,
      slug: "{{slug}}",
      identifier_field: "slug",
      extension: "yaml",
      format: editorFormat(meta.name),
      ...(meta.summary ? { summary: meta.summary } : {}),
      // "View Live" opens the entry's own page on the site
      ...(meta.name in ENTRY_ROUTE_BASES
        ? { preview_path: `${ENTRY_ROUTE_BASES[meta.name as keyof typeof ENTRY_ROUTE_BASES].slice(1)}/{{slug}}` }
        : {}),
      ...(meta.sortable ? { sortable_fields: meta.sortable } : {}),
      ...(translated ? { i18n: true } : {}),
      fields: translated ? withI18n(fields, model.fields) : fields,
    }
  })
  const port = env.localBackendPort || DEFAULT_LOCAL_BACKEND_PORT
  return {
    load_config_file: false,
    backend: cmsBackend(env),
    // used only when the editor is opened on this machine and `npm run cms` (decap-server) answers
    local_backend: { url: `http://localhost:${port}/api/v1`, allowed_hosts: ["localhost", "127.0.0.1"] },
    publish_mode: "editorial_workflow",
    media_folder: "data/images",
    public_folder: "images",
    site_url: env.siteUrl,
    display_url: env.siteUrl,
    logo_url: "/images/logo.png",
    editor: { preview: true },
    i18n: CMS_I18N,
    collections,
  }
}
