/**
 * Decap CMS's configuration, made from the content model (content-model.ts) so the editor asks for exactly what the
 * build accepts: the same fields, the same required ones, the same shapes (phone, dates, slugs, paths, https links,
 * icon names, references to other entries). __tests__/cms-config.test.ts fails when the two disagree.
 */
import type { CmsBackend, CmsCollection, CmsConfig, CmsField, CmsI18n, EditorTexts } from "../../src/cms/cms-config-types"
import { factTokens } from "../../src/lib/facts"
import { iconNames } from "../../src/lib/icon-names"
import { WEEK } from "../../src/lib/opening-hours"
import { TITLE_LIMIT } from "../../src/lib/seo"
import { DESCRIPTION_LIMIT } from "../checks/content-check"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "./content-model"
import { ENTRY_ROUTE_BASES } from "./page-routes"
import type { MedicationCategoryChoice } from "./site-pages"
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
    // the typo first: a word in braces spelled wrong is what staff meet, spaces alone hardly ever (issue 62)
    slots.length > 0
      ? `a word in braces is not one this field takes: check its spelling. It takes ${slots.map((slot) => `{${slot}}`).join(" or ")}, or a fact of the site like {phone} (the editing guide lists them). Spaces alone are refused too`
      : "a word in braces is not a fact of the site: check its spelling, like {phone} or {coverage} (the editing guide lists them). Spaces alone are refused too",
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
export const RELATIONS: Record<string, { collection: string; display: string }> = {
  "ConditionsYaml.reviewedBy": { collection: "reviewers", display: "name" },
  "MedicationsYaml.reviewedBy": { collection: "reviewers", display: "name" },
}

/**
 * Text long enough to want a box rather than a line: paragraphs (descriptions, answers, bodies, the notes and messages
 * of a sentence or more), by name or, where a name is also a short field's elsewhere, as "Owner.name". The content model
 * does not mark long text; a list's words take its item's box.
 */
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
  "emergency",
  "pharmacy",
  "noScript",
  "notSent",
  "privacyNote",
  "sendFailed",
  "sendInterrupted",
  "sentEarlier",
  "disclaimer",
  "reviewPending",
  "dosages",
  "sideEffects",
  "insured",
  "withFee",
  "notInsured",
  "Coverage.medication",
  "LegalSection.items",
])

const isLongText = (name: string, owner: string): boolean => LONG_TEXT.has(`${owner}.${name}`) || LONG_TEXT.has(name)

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
  order: "Where this entry stands in lists (footer, index pages): lower first; entries without one come after.",
  "MedicationsYaml.category":
    "The group of the Medications page (/medications) that lists this medication. A new group is added on the page (Pages, then medications, Medication categories) and offered here once the site is published.",
  "MedicationCategory.slug":
    "The group's name for its medications (each chooses its group by it): lower-case words joined by hyphens, like mens-health. Changing it takes its medications out of the group until each chooses it again.",
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
  // the words issue 62 found a programmer's, each with a line saying what it is
  hero: "The title, text and photo people see first, at the top of the page.",
  "SectionsText.hero": "Words at the top of every page that sets none of its own.",
  badge: "A few words shown small above the page's title, like Covered by OHIP.",
  "HeroText.badge": "Shown above the title of a page that sets no small label of its own.",
  "HeroImage.alt": "What the photo shows, for people who cannot see it: required whenever an image is chosen.",
  "Seal.alt": "What the seal shows, for people who cannot see it.",
  shareImageAlt: "What the shared picture shows, for people who cannot see it.",
  shareImage: "The picture shown when someone shares a page on social media or in a message.",
  "BenefitsSection.items": "One box per reason: a short title and a sentence or two.",
  "TreatmentsSection.items": "One box per treatment: a short title and a sentence or two.",
  "StepsSection.items": "One box per step, in the order people follow them.",
  "FaqSection.items": "One question and its answer per row.",
  "TestimonialsSection.items": "One quote per row, with who said it and where they live.",
  "SymptomsSection.items": "One symptom per row, a few words each.",
  "LegalSection.items": "Optional bullet points under the paragraphs, one per row.",
  anchor: "A short lower-case word other pages can link to, like booking for /how-it-works#booking.",
  "Testimonial.sample": "On marks an invented quote for layout only: the launch check refuses to launch with it.",
  "TestimonialsText.sample": "The label shown on an invented quote, which never goes live.",
  "ConditionsYaml.card": "The box that stands for this condition in lists of conditions.",
  intro: "Paragraphs under the top of the page, before its other sections.",
  "Address.region": "The province, written out, like Ontario.",
  "Address.regionCode": "The province's two-letter postal abbreviation, like ON.",
  "SiteSeo.titleTemplate": "%s is where the page's own title goes, like %s | Lakeshore Virtual Clinic.",
  "NavItem.hasDropdown": "On: this menu item opens a list of the services instead of going straight to its page.",
  path: 'The page it opens, starting with "/", like /contact.',
  "SiteYaml.claims": "The times and numbers pages promise; the clinic must confirm each one.",
  "Claims.waits": "How long people usually wait, by kind of visit.",
  "Waits.sameDay": "The usual wait for a same-day visit, like 2 to 4 hours.",
  "Waits.mentalHealth": "The usual wait for a mental health visit, like 1 to 3 days.",
  "Waits.womensHealth": "The usual wait for a routine women's health visit, like 1 to 3 days.",
  "Coverage.feeItems": "Each thing that has a fee, which pages may never call free or covered.",
  "SiteYaml.compliance": "Switches the clinic's lawyer decides: what may show on the site, and who approved it.",
  "SiteYaml.dataResidency": "Where the clinic's patient data is stored, like Canada.",
  "ToastsText.rateLimited": "Shown when someone sends a second message within a few seconds.",
  "LeadFormText.honeypot": "Words on a box people never see; only spam robots fill it in, and their message is refused.",
  "LayoutText.skipLink": "The first link keyboard users reach; it jumps past the menu to the page's own text.",
  "TestimonialsText.positionOne": "For screen readers, like Testimonial 1 of 5: {first} is the quote shown, {count} all.",
  "TestimonialsText.positionMany": "For screen readers, like Testimonials 1 to 3 of 5, when several quotes show at once.",
  "TestimonialsText.carousel": "The name screen readers give the row of quotes that scrolls.",
  "ToastsText.regionLabel": "The name screen readers give the corner where pop-up messages appear.",
  "MedicationsYaml.drugClass": "The family of medicine, like Fluoroquinolone antibiotic.",
  "MedicationsYaml.administrationRoute": "How the medicine gets into the body, like By mouth or Inhalation.",
  "ReviewersYaml.college": "The body the clinician is licensed by, like College of Physicians and Surgeons of Ontario.",
  // the page entries share one form: each optional group says which pages use it
  "PagesYaml.heroButtons": "How it works page only: buttons under the title.",
  "PagesYaml.intro": "Conditions, Medications and Message not sent pages only: paragraphs under the top of the page.",
  "PagesYaml.steps": "Home and How it works pages only: the numbered steps.",
  "PagesYaml.serviceCards": "Home page only: the boxes that link to each service.",
  "PagesYaml.serviceCategories": "Services page only: the groups of services.",
  "PagesYaml.extraServices": "Services page only: the boxes under the groups of services.",
  "PagesYaml.medicationCategories": "Medications page only: the groups of medication pages.",
  "PagesYaml.whyChoose": "How it works page only: the reasons to use the clinic.",
  "PagesYaml.testimonials": "Home page only: quotes from patients.",
  "PagesYaml.faqs": "Pages with questions and answers (home, contact, services…); leave off elsewhere.",
  "PagesYaml.legalSections": "Legal pages only (privacy, terms, fees, accessibility…): the page's numbered sections.",
  "PagesYaml.cta": "The invitation to book at the end of the page; leave off on legal pages.",
  "SiteYaml.hours": "One row per set of days with the same times, like Monday to Friday, 9:00 to 17:00.",
  "OpeningHours.days": "Pick every day these times apply to; each day belongs in one row only.",
}

/** Labels that say more than the field's name, by "Owner.name": in content staff's words, never a programmer's word. */
const FIELD_LABELS: Record<string, string> = {
  "HeroImage.alt": "Image description (for people who cannot see it)",
  "Seal.alt": "Image description (for people who cannot see it)",
  "SiteSeo.shareImage": "Picture shown when a page is shared",
  "SiteSeo.shareImageAlt": "Shared picture's description (for people who cannot see it)",
  "SiteSeo.titleTemplate": "Browser tab title pattern",
  "BenefitsSection.items": "Boxes",
  "TreatmentsSection.items": "Treatments",
  "StepsSection.items": "Steps",
  "FaqSection.items": "Questions and answers",
  "TestimonialsSection.items": "Patient quotes",
  "SymptomsSection.items": "Symptoms",
  "LegalSection.items": "Bullet points",
  "Step.anchor": "Link name for this step",
  "Testimonial.sample": "Sample quote (not a real patient)",
  "TestimonialsText.sample": "Label on a sample quote",
  "TestimonialsText.positionOne": "Quote counter, one quote shown",
  "TestimonialsText.positionMany": "Quote counter, several quotes shown",
  "TestimonialsText.carousel": "Name of the row of quotes (screen readers)",
  "ConditionsYaml.card": "Box in the conditions list",
  "PagesYaml.intro": "Opening paragraphs",
  "PagesYaml.serviceCards": "Service boxes",
  "PagesYaml.extraServices": "More services, in boxes",
  "CitiesYaml.heroDescription": "Text at the top of the page",
  "CityScreenText.heroTitle": "Title at the top of a city page",
  "ConditionsScreenText.cardLink": "Link in each condition's box",
  "ContactScreenText.citiesTitle": "Title above the list of city pages",
  "ContactScreenText.citiesIntro": "Text above the list of city pages",
  "InterfaceYaml.contactCard": "Contact box",
  "InterfaceYaml.toasts": "Pop-up messages",
  "ToastsText.regionLabel": "Name of the pop-up messages' corner (screen readers)",
  "ToastsText.rateLimited": "Message when someone sends again too soon",
  "Address.region": "Province",
  "Address.regionCode": "Province, in two letters",
  "NavItem.hasDropdown": "Opens a menu",
  "SiteYaml.claims": "Waiting times and other promises",
  "Claims.waits": "Usual waits",
  "Waits.sameDay": "Wait for a same-day visit",
  "Waits.mentalHealth": "Wait for a mental health visit",
  "Waits.womensHealth": "Wait for a women's health visit",
  "Coverage.feeItems": "Things that have a fee",
  "SiteYaml.compliance": "Approvals by the clinic's lawyer",
  "SiteYaml.dataResidency": "Country where patient data is kept",
  "LeadFormText.honeypot": "Words on the hidden anti-spam box",
  "LayoutText.skipLink": "Link to jump past the menu (keyboard users)",
  "MedicationsYaml.drugClass": "Type of medicine",
  "MedicationsYaml.administrationRoute": "How it is taken",
  "ReviewersYaml.college": "Licensing body (college)",
  "SiteYaml.hours": "Opening hours",
  "OpeningHours.days": "Days these hours apply to",
}

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
  noScript: "Message when JavaScript is off",
  mainNavLabel: "Main menu name for screen readers",
  blurb: "Short description",
  bio: "Biography",
  whyChoose: "Reasons to use the clinic",
  local: "Local information",
  hero: "Top of page",
  heroButtons: "Buttons at the top of the page",
  badge: "Small label above the title",
  path: "Page it opens",
}

/**
 * What one item of a list is called ("1 item", "Add question and answer"), by "Owner.name" or name, where dropping an
 * "s" would not do.
 */
const ITEM_LABELS: Record<string, string> = {
  faqs: "question and answer",
  "FaqSection.items": "question and answer",
  "BenefitsSection.items": "box",
  "LegalSection.items": "bullet point",
  "TestimonialsSection.items": "patient quote",
  "PagesYaml.extraServices": "service box",
  hours: "opening hours row",
  dosages: "dose",
  whoShouldNotTake: "person who should not take it",
  urgentHelp: "sign to act on",
  howItWorks: "paragraph",
  safety: "safety point",
  nav: "menu item",
  servicesMenu: "menu item",
}

/** One item of a list labelled `label`: "Side effects" → "side effect". */
const itemLabel = (name: string, label: string, owner: string): string =>
  ITEM_LABELS[`${owner}.${name}`] ?? ITEM_LABELS[name] ?? label.toLowerCase().replace(/(?<!s)s$/, "")

/**
 * An opening-hours row names its times: its days are a list, which Decap's summary template would show as ["Monday",…].
 * The hours' own widget (src/cms/widgets/hours-list.tsx) names the days too; this is what a list without it would say.
 */
const OBJECT_SUMMARIES: Record<string, string> = { OpeningHours: "{{fields.opens}} to {{fields.closes}}" }

/** Lists of words picked from a few (the build refuses any other): the days of an opening-hours row. */
const CHOICE_LISTS: Record<string, readonly string[]> = { "OpeningHours.days": WEEK }

/** Lists with a widget of their own: the opening hours, each row named in words (src/cms/widgets/hours-list.tsx). */
const LIST_WIDGETS: Record<string, string> = { "SiteYaml.hours": "hours-list" }

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
export function cmsField(name: string, spec: FieldSpec, owner: string): CmsField {
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
      },
      name,
      spec,
      owner,
    )
  // editable on a new entry only: the file keeps the name it was created with (src/cms/widgets/entry-slug.tsx)
  if (name === "slug" && owner in nodeTypes)
    return withHint({ ...base, widget: "entry-slug", pattern: [...PATTERNS.slug] }, name, spec, owner)
  // a slug inside an entry (a medication category's) names no file: a plain field of the slug's shape
  if (name === "frenchSlug" || name === "slug")
    return withHint({ ...base, widget: "string", pattern: [...PATTERNS.slug] }, name, spec, owner)
  const choices = CHOICE_LISTS[`${owner}.${name}`]
  if (choices && spec.kind === "list")
    return withHint(
      { ...base, widget: "select", multiple: true, options: [...choices], ...(spec.min ? { min: spec.min } : {}) },
      name,
      spec,
      owner,
    )
  switch (spec.kind) {
    case "string": {
      const counter = COUNTED[`${owner}.${name}`]
      const widget = isLongText(name, owner) ? "text" : "string"
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
      return withHint({ ...base, widget: "number", value_type: spec.kind }, name, spec, owner)
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
        owner,
      )
    case "path":
      // a choice among the site's pages as the field is typed (fetched: src/cms/widgets/site-path.tsx), or any path of
      // the pattern (an anchor, a file of static/)
      return withHint({ ...base, widget: "site-path", pattern: [...PATTERNS.path] }, name, spec, owner)
    case "phone":
    case "url":
    case "time":
      return withHint({ ...base, widget: "string", pattern: [...PATTERNS[spec.kind]] }, name, spec, owner)
    case "icon":
      return withHint({ ...base, widget: "icon-picker", options: [...iconNames] }, name, spec, owner)
    case "choice":
      return withHint({ ...base, widget: "select", options: [...spec.values] }, name, spec, owner)
    case "image":
      // no "Insert from URL": an address elsewhere saves, and the build, which processes files of data/images, refuses it
      return withHint({ ...base, widget: "image", choose_url: false, pattern: [...PATTERNS.image] }, name, spec, owner)
    case "object":
      return withHint(
        {
          ...base,
          widget: spec.optional ? "optional-group" : "object",
          collapsed: spec.optional,
          fields: cmsFields(objectTypes[spec.type], spec.type),
        },
        name,
        spec,
        owner,
      )
    case "list": {
      const bounds = {
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
      }
      // Decap skips a list's minimum when the list is empty: the checked list refuses an empty one (src/cms/widgets)
      const widget = LIST_WIDGETS[`${owner}.${name}`] ?? (spec.min ? "checked-list" : "list")
      const item = spec.of
      const label_singular = itemLabel(name, label, owner)
      if (item.kind === "object") {
        const fields = cmsFields(objectTypes[item.type], item.type)
        // an item is summed up by its first field that holds a single value (its title, a name), words first: a French
        // item holds its words alone (a category's slug is the English item's)
        const single = fields.filter((field) => !field.widget.endsWith("list") && !field.fields)
        const first = single.find((field) => isTranslated(objectTypes[item.type][field.name])) ?? single[0] ?? fields[0]
        const summary = OBJECT_SUMMARIES[item.type] ?? `{{fields.${first.name}}}`
        return withHint({ ...base, label_singular, widget, collapsed: true, summary, fields, ...bounds }, name, spec, owner)
      }
      const one = cmsField(name, { ...item, optional: false }, owner)
      return withHint({ ...base, label_singular, widget, field: { ...one, name: "item", label }, ...bounds }, name, spec, owner)
    }
  }
}

export const cmsFields = (spec: ObjectSpec, owner: string): CmsField[] =>
  Object.entries(spec).map(([name, field]) => cmsField(name, field, owner))

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
 * French file on every save, and the build refuses a French file that repeats one. Inside a translated group or a
 * translated list's item each field is as the model says (a hero's words translated, its image shared; an item's
 * words translated, its icon the English item's at its place): the French file holds only the words. Inside a shared
 * field every field is shared. Decap reads a nested field without `i18n` as "none", hidden in French: every field
 * says its own.
 */
export function withI18n(fields: ReadonlyArray<CmsField>, spec: ObjectSpec, shared = false): CmsField[] {
  return fields.map((field) => {
    const model = spec[field.name] as FieldSpec | undefined
    const translated = !shared && !!model && isTranslated(model)
    return {
      ...field,
      i18n: translated,
      ...(field.fields ? { fields: withI18n(field.fields, innerSpec(model), !translated) } : {}),
      ...(field.field ? { field: { ...field.field, i18n: translated } } : {}),
    }
  })
}

/**
 * A file collection's French file's fields: the translated ones only, the shared fields of a translated group or list
 * item left out (the French file holds its words, the English file the rest: gatsby/content/translation.ts).
 */
export function translatedFields(fields: ReadonlyArray<CmsField>, spec: ObjectSpec): CmsField[] {
  return fields
    .filter((field) => spec[field.name] && isTranslated(spec[field.name]))
    .map((field) => (field.fields ? { ...field, fields: translatedFields(field.fields, innerSpec(spec[field.name])) } : field))
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
  /** The medications page's categories, offered as each medication's category. */
  medicationCategories?: ReadonlyArray<MedicationCategoryChoice>
  /** Each page entry's fields, by slug (site-pages.ts pageFields): a page's form offers the optional groups it has. */
  pageFields?: Readonly<Record<string, ReadonlyArray<string>>>
}

/**
 * A page's optional fields say which pages have them (`used_on`, their slugs): every page shares one form (Decap gives
 * a folder collection one set of fields, and a file collection cannot keep each language in a file of its own), and the
 * editor hides on any other page a group it leaves empty (src/cms/page-groups.ts), so that the privacy policy shows no
 * medication categories.
 */
export function withPagesUsing(fields: CmsField[], pageFields: Readonly<Record<string, ReadonlyArray<string>>>): CmsField[] {
  return fields.map((field) =>
    field.required === false
      ? {
          ...field,
          used_on: Object.keys(pageFields)
            .filter((slug) => pageFields[slug].includes(field.name))
            .sort(),
        }
      : field,
  )
}

/** The whole configuration Decap is started with (src/cms/cms.tsx: CMS.init({ config })). */
export function buildCmsConfig(env: CmsEnvironment, { medicationCategories = [], pageFields = {} }: CmsContent = {}): CmsConfig {
  const collections = Object.entries(COLLECTIONS).map(([type, meta]): CmsCollection => {
    const model = nodeTypes[type]
    const modelled = cmsFields(model.fields, type)
    const fields = (type === "PagesYaml" ? withPagesUsing(modelled, pageFields) : modelled).map((field) =>
      // a medication's category is chosen among the page's categories, by title; the file keeps the slug
      type === "MedicationsYaml" && field.name === "category"
        ? {
            ...field,
            widget: "select",
            options: medicationCategories.map(({ slug, title }) => ({ label: title, value: slug })),
          }
        : field,
    )
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
