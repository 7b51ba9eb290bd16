/**
 * The site's two languages and their routes: English at the spec's routes, French under /fr with the first segment
 * of the route in French. Browser-safe: the pages, the build and the servers all read it.
 */

export const LANGUAGES = ["en", "fr"] as const
export type Language = (typeof LANGUAGES)[number]

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value)

/** What <html lang>, hreflang and Intl are given for each language. */
export const LOCALES: Record<Language, string> = { en: "en-CA", fr: "fr-CA" }

/** The prefix of the French routes. */
export const FRENCH_PREFIX = "/fr"

/**
 * The first segment of a fixed page's or a section's route in French: a segment not named keeps its spelling
 * ("/services/x" is "/fr/services/x"). An entry's own page, a policy page's too, takes the French web address its file
 * gives (`frenchSlug`: see gatsby/content/page-routes.ts), so links to it go through the build's table of French
 * routes (linkIn).
 */
export const FRENCH_SEGMENTS: Readonly<Record<string, string>> = {
  "how-it-works": "comment-ca-marche",
  medications: "medicaments",
  locations: "villes",
  "message-not-sent": "message-non-envoye",
}

/** The language a route is in: French under /fr, English elsewhere. */
export const languageOfPath = (path: string): Language => (/^\/fr(?=$|[/?#])/.test(path) ? "fr" : "en")

/**
 * The French route of a fixed page or a section: routeIn("/how-it-works#faq", "fr") is "/fr/comment-ca-marche#faq". An
 * entry's page is at its French web address instead, which only the build's table knows (FrenchRoutes).
 */
export const routeIn = (englishPath: string, language: Language): string => {
  if (language === "en") return englishPath
  const [, first = "", rest = ""] = /^\/([^/?#]*)(.*)$/.exec(englishPath) ?? []
  if (first === "") return `${FRENCH_PREFIX}${rest.startsWith("/") ? rest.slice(1) : rest}` || FRENCH_PREFIX
  return `${FRENCH_PREFIX}/${FRENCH_SEGMENTS[first] ?? first}${rest}`
}

/** Every French page the build made, by the English route it translates ("/conditions/anxiety" → "/fr/conditions/anxiete"). */
export type FrenchRoutes = Readonly<Record<string, string>>

/**
 * Where a link to an English route goes from a page in `language`: the French page where the build made one, else the
 * English page, never a French route without a page. The query and the fragment are kept.
 */
export const linkIn = (englishPath: string, language: Language, frenchRoutes: FrenchRoutes): string => {
  if (language === "en") return englishPath
  const cut = englishPath.search(/[?#]/)
  const [route, suffix] = cut === -1 ? [englishPath, ""] : [englishPath.slice(0, cut), englishPath.slice(cut)]
  const french = frenchRoutes[route]
  // a French route typed as it is ("/fr/contact") is no English route: kept as typed
  return typeof french === "string" ? `${french}${suffix}` : englishPath
}

/** The language of the page at an address, as hreflang writes it ("fr-CA" for https://x.ca/fr/contact). */
export const localeOfUrl = (href: string): string => LOCALES[languageOfPath(new URL(href).pathname)]
