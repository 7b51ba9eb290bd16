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
 * The first segment of an English route in French: a segment not named keeps its spelling ("/services/x" is
 * "/fr/services/x"). Entry slugs are shared, never translated (docs/decisions.md, "The site in French").
 */
export const FRENCH_SEGMENTS: Readonly<Record<string, string>> = {
  "how-it-works": "comment-ca-marche",
  medications: "medicaments",
  locations: "villes",
  "message-not-sent": "message-non-envoye",
  "privacy-policy": "politique-de-confidentialite",
  "terms-of-service": "conditions-d-utilisation",
  "editorial-policy": "politique-editoriale",
  accessibility: "accessibilite",
  "what-we-cant-treat": "ce-que-nous-ne-traitons-pas",
  fees: "frais",
}

/** The language a route is in: French under /fr, English elsewhere. */
export const languageOfPath = (path: string): Language => (/^\/fr(?=$|[/?#])/.test(path) ? "fr" : "en")

/** The route of an English route's page in a language: routeIn("/how-it-works#faq", "fr") is "/fr/comment-ca-marche#faq". */
export const routeIn = (englishPath: string, language: Language): string => {
  if (language === "en") return englishPath
  const [, first = "", rest = ""] = /^\/([^/?#]*)(.*)$/.exec(englishPath) ?? []
  if (first === "") return `${FRENCH_PREFIX}${rest.startsWith("/") ? rest.slice(1) : rest}` || FRENCH_PREFIX
  return `${FRENCH_PREFIX}/${FRENCH_SEGMENTS[first] ?? first}${rest}`
}

/** The English route a route of any language stands for: englishRoute("/fr/comment-ca-marche") is "/how-it-works". */
export const englishRoute = (path: string): string => {
  if (languageOfPath(path) === "en") return path
  const rest = path.slice(FRENCH_PREFIX.length)
  const [, first = "", tail = ""] = /^\/([^/?#]*)(.*)$/.exec(rest) ?? [rest, "", rest]
  if (first === "") return `/${tail.replace(/^\//, "")}`
  // looked up here, not kept in a second table: the pages' scripts never call this
  const english = Object.keys(FRENCH_SEGMENTS).find((segment) => FRENCH_SEGMENTS[segment] === first)
  return `/${english ?? first}${tail}`
}

/**
 * Where a link to an English route goes from a page in `language`: the French page where it exists (`frenchRoutes`,
 * the routes the build made), else the English one, never a French route without a page.
 */
export const linkIn = (englishPath: string, language: Language, frenchRoutes: ReadonlyArray<string>): string => {
  if (language === "en") return englishPath
  // a French route typed as it is ("/fr/contact" → "/fr/fr/contact") is no French route: kept as typed
  const route = routeIn(englishPath, language)
  return frenchRoutes.includes(route.split(/[?#]/)[0]) ? route : englishPath
}

/** The language of the page at an address, as hreflang writes it ("fr-CA" for https://x.ca/fr/contact). */
export const localeOfUrl = (href: string): string => LOCALES[languageOfPath(new URL(href).pathname)]
