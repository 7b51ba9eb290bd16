/**
 * The words of the share image in each language (static/images/share.png, share-fr.png), drawn by
 * scripts/make-brand-images.mts. The site's `seo.shareImageAlt` says them (brand name, the two lines, in that order),
 * and the button is the header's `layout.bookAppointment`: __tests__/seo.test.ts holds the two together.
 */
export interface ShareImageWords {
  /** Under static/, as data/site.yaml's `seo.shareImage` names it from the site's root. */
  file: string
  name: string
  lines: readonly [string, string]
  button: string
}

export const SHARE_IMAGE_WORDS = {
  en: {
    file: "images/share.png",
    name: "Lakeshore Virtual Clinic",
    lines: ["Virtual doctor visits in Ontario", "covered by OHIP with your health card"],
    button: "Book Appointment",
  },
  fr: {
    file: "images/share-fr.png",
    name: "Clinique virtuelle Lakeshore",
    lines: ["Consultations médicales virtuelles en Ontario", "couvertes par l'OHIP avec votre carte Santé"],
    button: "Prendre rendez-vous",
  },
} as const satisfies Record<"en" | "fr", ShareImageWords>
