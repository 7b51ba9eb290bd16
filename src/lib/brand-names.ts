/**
 * The brand names of the drugs the site names, each with its generic name in both languages: the one list the brand
 * rule (wording-rules.ts) reads, in check:content and in the editor. Counsel's rule (DECISIONS, "Launch and trust";
 * Food and Drug Regulations C.01.044): a page leads with the generic name, no keyword names a brand, and a brand stands
 * in a medication's name only where the spec's route is that brand (/medications/viagra, /cialis, /ventolin). Add a
 * brand here when a page names a new one.
 */
export const BRAND_NAMES: ReadonlyArray<{ generic: { en: string; fr: string }; brands: readonly string[] }> = [
  { generic: { en: "acyclovir", fr: "acyclovir" }, brands: ["Zovirax"] },
  { generic: { en: "amoxicillin", fr: "amoxicilline" }, brands: ["Amoxil"] },
  { generic: { en: "azithromycin", fr: "azithromycine" }, brands: ["Zithromax", "Z-Pak"] },
  { generic: { en: "bupropion", fr: "bupropion" }, brands: ["Wellbutrin", "Zyban"] },
  { generic: { en: "cetirizine", fr: "cétirizine" }, brands: ["Reactine", "Zyrtec"] },
  { generic: { en: "ciprofloxacin", fr: "ciprofloxacine" }, brands: ["Cipro"] },
  { generic: { en: "escitalopram", fr: "escitalopram" }, brands: ["Cipralex", "Lexapro"] },
  { generic: { en: "finasteride", fr: "finastéride" }, brands: ["Propecia", "Proscar"] },
  { generic: { en: "montelukast", fr: "montélukast" }, brands: ["Singulair"] },
  { generic: { en: "oseltamivir", fr: "oseltamivir" }, brands: ["Tamiflu"] },
  { generic: { en: "salbutamol", fr: "salbutamol" }, brands: ["Ventolin", "Airomir"] },
  { generic: { en: "sertraline", fr: "sertraline" }, brands: ["Zoloft"] },
  { generic: { en: "sildenafil", fr: "sildénafil" }, brands: ["Viagra", "Revatio"] },
  { generic: { en: "tadalafil", fr: "tadalafil" }, brands: ["Cialis", "Adcirca"] },
  { generic: { en: "valacyclovir", fr: "valacyclovir" }, brands: ["Valtrex"] },
]
