/**
 * JSON-LD for every page type, typed with schema-dts. Each builder takes the
 * same facts the page shows, so the markup never says what the page does not.
 */
import type {
  BreadcrumbList,
  Drug,
  FAQPage,
  Graph,
  HowTo,
  MedicalBusiness,
  MedicalCondition,
  MedicalWebPage,
  Service,
  Thing,
} from "schema-dts"
import { type HoursSlot, openingHoursSpecification } from "./opening-hours"
import { absoluteUrl, siteUrl } from "./site-url"

export interface BusinessFacts {
  brand: { name: string; legalName: string; blurb: string; logo: string }
  phone: { e164: string }
  address: { street: string; locality: string; regionCode: string; postalCode: string; country: string }
  geo: { latitude: number; longitude: number }
  hours: ReadonlyArray<HoursSlot>
  seo: { shareImage: string }
}

export interface FaqFact {
  question: string
  answer: string
}

const BUSINESS_ID = `${siteUrl}/#clinic`
const businessRef = { "@id": BUSINESS_ID }

export const medicalBusiness = (site: BusinessFacts, services: ReadonlyArray<string>): MedicalBusiness => ({
  "@type": "MedicalBusiness",
  "@id": BUSINESS_ID,
  name: site.brand.name,
  legalName: site.brand.legalName,
  description: site.brand.blurb,
  url: `${siteUrl}/`,
  logo: absoluteUrl(site.brand.logo),
  image: absoluteUrl(site.seo.shareImage),
  telephone: site.phone.e164,
  address: {
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    addressRegion: site.address.regionCode,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  },
  geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
  openingHoursSpecification: openingHoursSpecification(site.hours),
  areaServed: { "@type": "State", name: "Ontario" },
  hasOfferCatalog: {
    "@type": "OfferCatalog",
    name: "Virtual care services",
    itemListElement: services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
  },
})

export const medicalWebPage = (page: {
  path: string
  name: string
  description: string
  lastReviewed?: string | null
  reviewedBy?: { name: string; credentials: string }
  siteName: string
  /** The page's language as hreflang writes it ("en-CA", "fr-CA"). */
  inLanguage?: string
}): MedicalWebPage => ({
  "@type": "MedicalWebPage",
  "@id": `${absoluteUrl(page.path)}#webpage`,
  url: absoluteUrl(page.path),
  name: page.name,
  description: page.description,
  inLanguage: page.inLanguage ?? "en-CA",
  isPartOf: { "@type": "WebSite", name: page.siteName, url: `${siteUrl}/` },
  publisher: businessRef,
  ...(page.lastReviewed ? { lastReviewed: page.lastReviewed } : {}),
  ...(page.reviewedBy
    ? { reviewedBy: { "@type": "Person", name: page.reviewedBy.name, honorificSuffix: page.reviewedBy.credentials } }
    : {}),
})

/** schema.org has no MedicalService type: a Service provided by the MedicalBusiness says the same thing validly. */
export const medicalService = (service: { path: string; name: string; description: string; serviceType: string }): Service => ({
  "@type": "Service",
  name: service.name,
  description: service.description,
  serviceType: service.serviceType,
  url: absoluteUrl(service.path),
  provider: businessRef,
  areaServed: { "@type": "State", name: "Ontario" },
})

export const medicalCondition = (condition: {
  path: string
  name: string
  description: string
  symptoms: ReadonlyArray<string>
  treatments: ReadonlyArray<string>
}): MedicalCondition => ({
  "@type": "MedicalCondition",
  name: condition.name,
  description: condition.description,
  url: absoluteUrl(condition.path),
  signOrSymptom: condition.symptoms.map((name) => ({ "@type": "MedicalSignOrSymptom", name })),
  possibleTreatment: condition.treatments.map((name) => ({ "@type": "MedicalTherapy", name })),
})

/**
 * A Drug, and the conditions it is used for as MedicalConditions that name it
 * (schema.org's Drug has no relatedCondition property; MedicalCondition.drug
 * is the valid way to say the same).
 */
export const drug = (medication: {
  path: string
  name: string
  description: string
  drugClass: string
  activeIngredient: string
  administrationRoute?: string | null
  relatedConditions: ReadonlyArray<string>
  prescriptionOnly: boolean
}): Array<Drug | MedicalCondition> => {
  const drugId = `${absoluteUrl(medication.path)}#drug`
  return [
    {
      "@type": "Drug",
      "@id": drugId,
      name: medication.name,
      description: medication.description,
      url: absoluteUrl(medication.path),
      drugClass: { "@type": "DrugClass", name: medication.drugClass },
      administrationRoute: medication.administrationRoute || "Oral",
      activeIngredient: medication.activeIngredient,
      isAvailableGenerically: true,
      prescriptionStatus: medication.prescriptionOnly ? "https://schema.org/PrescriptionOnly" : "https://schema.org/OTC",
    },
    ...medication.relatedConditions.map((name): MedicalCondition => ({
      "@type": "MedicalCondition",
      name,
      drug: { "@id": drugId },
    })),
  ]
}

export const faqPage = (path: string, faqs: ReadonlyArray<FaqFact>): FAQPage => ({
  "@type": "FAQPage",
  "@id": `${absoluteUrl(path)}#faq`,
  mainEntity: faqs.map((faq) => ({
    "@type": "Question",
    name: faq.question,
    acceptedAnswer: { "@type": "Answer", text: faq.answer },
  })),
})

export const howTo = (howto: {
  name: string
  description: string
  path: string
  steps: ReadonlyArray<{ title: string; description: string; anchor?: string | null }>
  /** ISO 8601, from the claims of data/site.yaml (src/lib/claim-durations.ts) */
  totalTime: string
}): HowTo => ({
  "@type": "HowTo",
  name: howto.name,
  description: howto.description,
  totalTime: howto.totalTime,
  step: howto.steps.map((step, index) => ({
    "@type": "HowToStep",
    position: index + 1,
    name: step.title,
    text: step.description,
    ...(step.anchor ? { url: `${absoluteUrl(howto.path)}#${step.anchor}` } : {}),
  })),
})

/** Google's BreadcrumbList: every step with its position, name and absolute URL, as the page shows the trail. */
export const breadcrumbList = (trail: ReadonlyArray<{ name: string; path: string }>): BreadcrumbList => ({
  "@type": "BreadcrumbList",
  itemListElement: trail.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
})

/** All of a page's entities in one JSON-LD graph. */
export const graph = (things: ReadonlyArray<Thing>): Graph => ({ "@context": "https://schema.org", "@graph": [...things] })

/** JSON for a <script> element: "<" escaped so copy can never close the script early. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c")
