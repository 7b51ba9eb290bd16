/**
 * The shape of every YAML file in data/. One description serves two jobs:
 * gatsby-node turns it into explicit GraphQL types, and validateEntry checks
 * each YAML entry against it so an editor's mistake names file, entry and field.
 */

/**
 * Whether a field is written per language (Decap's `i18n: true`) or once, in the English file (`i18n: none`). Unsaid,
 * a field holding words (text, site paths, an object or list holding some) is translated and any other is shared
 * (gatsby/content/translation.ts).
 */
export type I18n = "translate" | "none"

export type FieldSpec =
  /** slots: words in braces the site fills with a link or a value ({phoneLink}); each must be in the text. */
  (
    | { kind: "string"; optional?: boolean; slots?: string[] }
    | { kind: "int"; optional?: boolean }
    | { kind: "float"; optional?: boolean }
    | { kind: "boolean"; optional?: boolean }
    /** One of a few words the site acts on ("opt-in", "notice"). */
    | { kind: "choice"; values: readonly string[]; optional?: boolean }
    | { kind: "date"; optional?: boolean }
    /** A 24-hour time of day, "08:00" or "21:30" (src/lib/opening-hours.ts). */
    | { kind: "time"; optional?: boolean }
    /** A phone number as people read it; its tel: link and E.164 form are derived (src/lib/phone.ts). */
    | { kind: "phone"; optional?: boolean }
    /** A page or file of this site: an absolute path ("/contact", "/images/logo.png"), checked to exist after the build. */
    | { kind: "path"; optional?: boolean }
    /** Another site's address, https:// only. */
    | { kind: "url"; optional?: boolean }
    | { kind: "icon"; optional?: boolean }
    | { kind: "image"; optional?: boolean }
    | { kind: "object"; type: string; optional?: boolean }
    | { kind: "list"; of: FieldSpec; optional?: boolean; min?: number; max?: number }
  ) & {
    i18n?: I18n
    /** A flag only a translation's file holds: the English file of this kind is no placeholder by lacking it. */
    translationOnly?: boolean
  }

export type ObjectSpec = Record<string, FieldSpec>

const str: FieldSpec = { kind: "string" }
/** Words that name something rather than say it (a slug, a reviewer's file): the same in every language. */
const sharedStr: FieldSpec = { kind: "string", i18n: "none" }
const shared = (spec: FieldSpec): FieldSpec => ({ ...spec, i18n: "none" })
/** The last part of the French page's address (/fr/conditions/<frenchSlug>): French words, written in the English file. */
const frenchSlug: FieldSpec = sharedStr
/** A policy page's French address (/fr/<frenchSlug>); the English slug when absent. The other pages' are the site's. */
const optionalFrenchSlug: FieldSpec = { ...sharedStr, optional: true }
const optStr: FieldSpec = { kind: "string", optional: true }
const icon: FieldSpec = { kind: "icon" }
const optIcon: FieldSpec = { kind: "icon", optional: true }
const sitePath: FieldSpec = { kind: "path" }
const optPath: FieldSpec = { kind: "path", optional: true }
const url: FieldSpec = { kind: "url" }
const obj = (type: string, optional = false): FieldSpec => ({ kind: "object", type, optional })
const list = (of: FieldSpec, bounds: { min?: number; max?: number; optional?: boolean } = {}): FieldSpec => ({
  kind: "list",
  of,
  ...bounds,
})
const strings = list(str, { min: 1 })
/** `confirmed: false` marks a placeholder the clinic has still to supply: `npm run check:launch` lists it. */
const confirmed: FieldSpec = { kind: "boolean", optional: true }
/** An entry's own `confirmed`: each language's file says whether its text was reviewed (a translation starts false). */
const reviewed: FieldSpec = { kind: "boolean", optional: true, i18n: "translate" }
/** A French file's `confirmed` on a kind whose English file has none (its facts are confirmed group by group). */
const translationReviewed: FieldSpec = { ...reviewed, translationOnly: true }
/** Where an entry stands in the lists made from its file (footer, index pages): lower first, entries without one after, in file order. */
const order: FieldSpec = { kind: "int", optional: true }

/** Interface text that takes the named slots besides the fact tokens. */
const slotted = (...slots: string[]): FieldSpec => ({ kind: "string", slots })
const texts = (...names: string[]): ObjectSpec => Object.fromEntries(names.map((name) => [name, str]))

/** Object types shared by several files. */
export const objectTypes: Record<string, ObjectSpec> = {
  Seo: { title: str, description: str, keywords: strings },
  Hero: { badge: optStr, title: str, description: str, image: obj("HeroImage", true) },
  // an image file under data/ (images/hero-home.jpg), processed into responsive AVIF and WebP at build time
  HeroImage: { src: { kind: "image" }, alt: str },
  Faq: { question: str, answer: str },
  // sample: true marks an invented quote for layout only; `npm run check:launch` refuses to launch with one
  Testimonial: { content: str, author: str, location: str, sample: { kind: "boolean", optional: true } },
  Benefit: { title: str, description: str, icon: optIcon },
  Step: { title: str, description: str, icon: optIcon, anchor: optStr },
  Cta: { title: str, description: str, buttonLabel: optStr, buttonLink: optPath },
  Link: { name: str, path: sitePath, hiddenContext: optStr },
  IconLink: { name: str, path: sitePath, icon: optIcon },
  NavItem: { name: str, path: sitePath, hasDropdown: { kind: "boolean", optional: true } },
  Section: { title: str, description: optStr },
  BenefitsSection: { title: str, description: optStr, items: list(obj("Benefit"), { min: 1 }) },
  StepsSection: { title: str, description: optStr, items: list(obj("Step"), { min: 1 }) },
  FaqSection: { title: str, description: optStr, items: list(obj("Faq"), { min: 1 }) },
  TestimonialsSection: { title: str, description: optStr, items: list(obj("Testimonial"), { min: 1 }) },
  Paragraphs: { title: str, paragraphs: strings },
  LegalSection: { title: str, paragraphs: strings, items: list(str, { optional: true }) },
  Geo: { latitude: { kind: "float" }, longitude: { kind: "float" }, confirmed },

  // site.yaml
  Brand: { name: str, legalName: str, shortName: str, tagline: str, blurb: str, logo: shared(sitePath) },
  // what GraphQL gives for site.yaml's one `phone` field, derived from it
  Phone: { display: str, href: str, e164: str },
  // a postal address is written as the post reads it, in either language
  Address: {
    street: sharedStr,
    locality: sharedStr,
    region: sharedStr,
    regionCode: sharedStr,
    postalCode: sharedStr,
    country: sharedStr,
    confirmed,
  },
  // days named once across the slots, 24-hour times, opening before closing: checked by src/lib/opening-hours.ts
  OpeningHours: { days: shared(strings), opens: shared({ kind: "time" }), closes: shared({ kind: "time" }) },
  Portal: { loginUrl: url, signupUrl: url, confirmed },
  SiteSeo: {
    defaultTitle: str,
    titleTemplate: str,
    defaultDescription: str,
    defaultKeywords: strings,
    // the image shows words (scripts/share-image-words.ts): each language has its own, which its alt text describes
    shareImage: { ...sitePath, i18n: "translate" },
    shareImageAlt: str,
  },
  Seal: { href: url, image: shared(sitePath), alt: str, confirmed },
  // the city, service, condition and medication lists are made from those files' entries (src/lib/entry-lists.ts)
  FooterLists: {
    navigation: list(obj("Link"), { min: 1 }),
    legal: list(obj("Link"), { min: 1 }),
    // the links after the first cities, conditions and medications (FOOTER_ENTRIES, src/lib/entry-lists.ts)
    moreLocations: obj("Link"),
    allConditions: obj("Link"),
    allMedications: obj("Link"),
  },
  // summary: the {crisisLine} and {youthLine} tokens' words, with the line's own fields in braces
  CrisisLine: { name: str, phone: sharedStr, text: str, availability: str, summary: slotted("name", "phone", "availability") },
  YouthLine: {
    name: str,
    phone: sharedStr,
    text: str,
    availability: str,
    summary: slotted("name", "phone", "text", "availability"),
  },
  // health advice from a nurse at any hour (Ontario's Health811), named beside the lead form
  AdviceLine: { name: str, phone: sharedStr },
  // the regulated title of the clinic's therapists: the {therapist} and {therapists} tokens' words
  TherapistTitle: { singular: str, plural: str, confirmed },
  Breadcrumbs: { label: str, home: str },
  // the three times read "under 5 minutes": the how-to's structured data adds them up (src/lib/claim-durations.ts)
  Claims: {
    registrationTime: str,
    bookingTime: str,
    onlineBooking: str,
    visitLength: str,
    waits: obj("Waits"),
    rescheduleWindow: str,
    minimumSpeed: str,
    prescriptionTiming: str,
    replyTime: str,
    stepCount: { kind: "int" },
    confirmed,
  },
  // what OHIP pays for, in the sentences every page uses; feeItems are what may never be called free or covered
  Coverage: { insured: str, withFee: str, notInsured: str, medication: str, feeItems: strings, confirmed },
  Waits: { sameDay: str, mentalHealth: str, womensHealth: str },
  Email: { address: sharedStr, confirmed },
  // the service that carries the contact form's messages (src/lib/lead-client.ts) and where its servers are
  EmailService: { name: sharedStr, location: str, confirmed },
  Fees: { sickNote: str, form: str, uninsuredVisit: str, confirmed },
  Compliance: {
    showTestimonials: { kind: "boolean" },
    testimonialsApproval: obj("CounselApproval", true),
    showMedicationPages: { kind: "boolean" },
    medicationPagesApproval: obj("CounselApproval", true),
  },
  // opt-in (nothing reaches Google before Accept) or notice (measured unless declined): counsel decides
  Analytics: { consent: { kind: "choice", values: ["opt-in", "notice"] }, consentApproval: obj("CounselApproval", true) },
  // who of counsel approved, and when: the launch check wants both
  CounselApproval: { by: sharedStr, date: { kind: "date" } },

  // services, conditions, medications pages
  // path: the service's own page, where it has one (data/services/): the title links there
  ServiceCard: { title: str, description: str, icon, path: optPath },
  SymptomsSection: { title: str, items: strings, warning: str },
  TreatmentsSection: { title: str, description: optStr, items: list(obj("Benefit"), { min: 1 }) },
  MedicationAbout: { title: str, howItWorks: strings, dosages: strings, safety: strings },
  MedicationSafety: { whoShouldNotTake: strings, sideEffects: strings, urgentHelp: list(obj("UrgentSign"), { min: 1 }) },
  // a sign that needs help, and what to do about it: every sign must say (call 911, go to emergency, stop and call today)
  UrgentSign: { sign: str, action: str },
  ServiceCategory: { title: str, description: str, icon, services: list(obj("ServiceItem"), { min: 1 }) },
  ServiceItem: { name: str, description: str, path: optPath },
  ConditionCard: { title: str, description: str, icon },
  // slug: what a medication's `category` names; the same in both languages' files. Its medications are those naming it.
  MedicationCategory: { slug: sharedStr, title: str, description: str, icon },
  HeroButton: { label: str, path: sitePath, icon: optIcon },
  PublicHealthUnit: { name: str, url },
  CityLocal: { title: str, publicHealth: obj("PublicHealthUnit"), emergency: str, pharmacy: str, confirmed },

  // interface.yaml: the words of the interface, grouped by where they show
  LayoutText: texts(
    "loading",
    "skipLink",
    "mainNavLabel",
    "menu",
    "patientLogin",
    "signUp",
    "portalHint",
    "printPhone",
    "signUpNow",
    "bookAppointment",
    "placeholder",
    // the name of the other language, in that language: the switcher's link to the page's twin
    "otherLanguage",
  ),
  FooterText: {
    ...texts("contact", "navigation", "locations", "services", "conditions", "medications"),
    copyright: slotted("year", "legalName"),
  },
  ErrorScreenText: texts("title", "homeButton"),
  NotFoundText: texts("title", "heading", "description", "homeButton"),
  LeadFormText: {
    ...texts("heading", "name", "email", "phone", "message", "honeypot", "submit", "submitting", "waiting", "privacyLink"),
    // what an invalid field says beside it
    ...texts("nameError", "emailError", "phoneError"),
    emergency: slotted("emergencyLink", "crisisPhoneLink", "adviceLink"),
    replyNote: str,
    callUs: slotted("phoneLink"),
    noScript: slotted("callUs"),
    notSent: slotted("callUs"),
    stillSending: str,
    sentEarlier: slotted("time"),
    sendInterrupted: slotted("callUs"),
    sendFailed: slotted("callUs"),
    privacyNote: slotted("privacyLink"),
  },
  ToastsText: {
    ...texts("regionLabel", "success", "error", "dismiss", "sent", "sentNext", "failed", "rateLimited"),
    callToBook: slotted("phoneLink"),
  },
  ContactCardText: texts("heading", "phone", "office", "hours"),
  ConsentText: { ...texts("label", "privacyLink", "accept", "decline", "reopen"), text: slotted("privacyLink") },
  SectionsText: {
    crisis: obj("CrisisText"),
    clinicalReview: obj("ClinicalReviewText"),
    medicationAbout: obj("MedicationAboutText"),
    symptoms: obj("SymptomsText"),
    testimonials: obj("TestimonialsText"),
    medicationCategories: obj("MedicationCategoriesText"),
    cityLocal: obj("CityLocalText"),
    hero: obj("HeroText"),
  },
  CrisisText: {
    ...texts("heading", "emergencyNumber", "notForEmergencies"),
    text: slotted("crisisPhoneLink", "crisisLineName", "crisisAvailability", "emergencyLink"),
  },
  ClinicalReviewText: {
    ...texts("label", "disclaimer", "policyLink", "reviewPending"),
    reviewedBy: slotted("name", "credentials", "date"),
    policy: slotted("policyLink"),
  },
  MedicationAboutText: texts("howItWorks", "dosages", "safety", "whoShouldNotTake", "sideEffects", "urgentHelp"),
  SymptomsText: texts("important"),
  TestimonialsText: {
    ...texts("carousel", "previous", "next", "sample"),
    positionOne: slotted("first", "count"),
    positionMany: slotted("first", "last", "count"),
  },
  MedicationCategoriesText: { title: str, linksLabel: slotted("category") },
  CityLocalText: { publicHealth: slotted("unitLink") },
  HeroText: texts("badge", "bookAppointment", "bookConsultation"),
  ScreensText: {
    home: obj("HomeScreenText"),
    services: obj("ServicesScreenText"),
    conditions: obj("ConditionsScreenText"),
    city: obj("CityScreenText"),
    contact: obj("ContactScreenText"),
    legal: obj("LegalScreenText"),
    messageNotSent: obj("MessageNotSentScreenText"),
  },
  HomeScreenText: texts("bookAppointment", "bookYourAppointment", "servicesTitle", "allServices", "getStarted"),
  ServicesScreenText: texts("categoriesTitle", "extraTitle"),
  ConditionsScreenText: { listTitle: str, cardLink: slotted("condition"), allConditions: str },
  CityScreenText: { heroTitle: slotted("city"), howItWorks: str },
  ContactScreenText: texts("citiesTitle", "citiesIntro"),
  LegalScreenText: texts("lastUpdated", "backHome"),
  MessageNotSentScreenText: texts("callButton", "backToForm"),
}

/**
 * One node type per kind of content: data/site.yaml, or a folder of data/ with one file per entry (gatsby-config names
 * the types through gatsby/content/data-files.ts).
 */
export const nodeTypes: Record<string, { file: string; fields: ObjectSpec }> = {
  SiteYaml: {
    file: "data/site.yaml",
    fields: {
      // the French file's own: its words are unreviewed until the clinic has read them
      confirmed: translationReviewed,
      brand: obj("Brand"),
      phone: { kind: "phone" },
      address: obj("Address"),
      geo: obj("Geo"),
      hours: list(obj("OpeningHours"), { min: 1 }),
      portal: obj("Portal"),
      seo: obj("SiteSeo"),
      nav: list(obj("NavItem"), { min: 1 }),
      servicesMenu: list(obj("IconLink"), { min: 1 }),
      footer: obj("FooterLists"),
      breadcrumbs: obj("Breadcrumbs"),
      seal: obj("Seal", true),
      email: obj("Email"),
      emailService: obj("EmailService"),
      fees: obj("Fees"),
      claims: obj("Claims"),
      coverage: obj("Coverage"),
      crisisLine: obj("CrisisLine"),
      adviceLine: obj("AdviceLine"),
      youthLine: obj("YouthLine"),
      therapistTitle: obj("TherapistTitle"),
      compliance: shared(obj("Compliance")),
      analytics: shared(obj("Analytics")),
      dataResidency: str,
    },
  },
  InterfaceYaml: {
    file: "data/interface.yaml",
    fields: {
      confirmed: translationReviewed,
      layout: obj("LayoutText"),
      footer: obj("FooterText"),
      errorScreen: obj("ErrorScreenText"),
      notFound: obj("NotFoundText"),
      leadForm: obj("LeadFormText"),
      toasts: obj("ToastsText"),
      contactCard: obj("ContactCardText"),
      consent: obj("ConsentText"),
      sections: obj("SectionsText"),
      screens: obj("ScreensText"),
    },
  },
  ServicesYaml: {
    file: "data/services/<slug>.en.yaml",
    fields: {
      slug: sharedStr,
      frenchSlug,
      confirmed: translationReviewed,
      name: str,
      order,
      icon,
      seo: obj("Seo"),
      serviceType: str,
      hero: obj("Hero"),
      benefits: obj("BenefitsSection"),
      steps: obj("StepsSection"),
      testimonials: obj("TestimonialsSection"),
      faqs: obj("FaqSection"),
      cta: obj("Cta"),
    },
  },
  ConditionsYaml: {
    file: "data/conditions/<slug>.en.yaml",
    fields: {
      slug: sharedStr,
      frenchSlug,
      name: str,
      // the name lists show where `name` is too long for them ("UTI"); `name` when absent
      shortName: optStr,
      order,
      lastReviewed: { kind: "date" },
      reviewedBy: sharedStr,
      // false until the reviewer has read this version of the medical text: the page shows "Review pending"
      confirmed: reviewed,
      seo: obj("Seo"),
      card: obj("ConditionCard"),
      showCrisisLine: { kind: "boolean" },
      hero: obj("Hero"),
      symptoms: obj("SymptomsSection"),
      treatments: obj("TreatmentsSection"),
      note: optStr,
      benefits: obj("BenefitsSection"),
      testimonials: obj("TestimonialsSection"),
      faqs: obj("FaqSection"),
      cta: obj("Cta"),
    },
  },
  MedicationsYaml: {
    file: "data/medications/<slug>.en.yaml",
    fields: {
      slug: sharedStr,
      frenchSlug,
      name: str,
      order,
      // the slug of the medications page's category that lists it (data/pages/medications.en.yaml)
      category: sharedStr,
      genericName: str,
      badge: str,
      drugClass: str,
      activeIngredient: str,
      administrationRoute: optStr,
      relatedConditions: shared(strings),
      prescriptionOnly: { kind: "boolean" },
      lastReviewed: { kind: "date" },
      reviewedBy: sharedStr,
      // false until the reviewer has read this version of the medical text: the page shows "Review pending"
      confirmed: reviewed,
      seo: obj("Seo"),
      hero: obj("Hero"),
      benefits: obj("BenefitsSection"),
      about: obj("MedicationAbout"),
      safety: obj("MedicationSafety"),
      faqs: obj("FaqSection"),
      cta: obj("Cta"),
    },
  },
  CitiesYaml: {
    file: "data/cities/<slug>.en.yaml",
    fields: {
      slug: sharedStr,
      frenchSlug,
      confirmed: translationReviewed,
      city: str,
      order,
      geo: obj("Geo"),
      seo: obj("Seo"),
      heroDescription: str,
      benefits: obj("BenefitsSection"),
      whyChoose: obj("Paragraphs"),
      local: obj("CityLocal"),
      cta: obj("Cta"),
    },
  },
  ReviewersYaml: {
    file: "data/reviewers/<slug>.yaml",
    fields: {
      slug: sharedStr,
      name: str,
      credentials: str,
      college: str,
      registrationNumber: str,
      bio: str,
      confirmed,
    },
  },
  PagesYaml: {
    file: "data/pages/<slug>.en.yaml",
    fields: {
      slug: sharedStr,
      frenchSlug: optionalFrenchSlug,
      lastUpdated: { kind: "date", optional: true },
      confirmed: reviewed,
      seo: obj("Seo"),
      hero: obj("Hero"),
      heroButtons: list(obj("HeroButton"), { optional: true }),
      intro: obj("Paragraphs", true),
      steps: obj("StepsSection", true),
      serviceCards: list(obj("ServiceCard"), { optional: true }),
      serviceCategories: list(obj("ServiceCategory"), { optional: true }),
      extraServices: list(obj("ServiceCard"), { optional: true }),
      medicationCategories: list(obj("MedicationCategory"), { optional: true }),
      whyChoose: obj("BenefitsSection", true),
      testimonials: obj("TestimonialsSection", true),
      faqs: obj("FaqSection", true),
      legalSections: list(obj("LegalSection"), { optional: true }),
      cta: obj("Cta", true),
    },
  },
}
