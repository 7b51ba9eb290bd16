// What still stands between the site and its launch: every fact in data/ marked as a placeholder (confirmed: false),
// every invented testimonial (sample: true), testimonials shown without counsel's approval, and each build setting the
// production site needs. `npm run check:launch` prints the list; the clinic's deploy runs it before `npm run build`.
import { SITE_FILE } from "./data-files"

/** Build settings a launch needs, with what goes wrong without each. */
export const REQUIRED_ENV = {
  GATSBY_SITE_URL: "not set: canonical links, the sitemap and structured data would use the built-in default address",
  GATSBY_GA_MEASUREMENT_ID: "not set: the site would ship without analytics",
  GATSBY_EMAILJS_PUBLIC_KEY: "not set: the lead form would post to the local inbox of `npm start`",
  GATSBY_EMAILJS_SERVICE_ID: "not set: the lead form would post to the local inbox of `npm start`",
  GATSBY_EMAILJS_TEMPLATE_ID: "not set: the lead form would post to the local inbox of `npm start`",
}

type Yaml = Record<string, unknown>

/** Markers inside one YAML value, each with its field path ("testimonials.items[0]"). */
const markers = (value: unknown, fieldPath = ""): string[] => {
  if (Array.isArray(value)) return value.flatMap((item, index) => markers(item, `${fieldPath}[${index}]`))
  if (!value || typeof value !== "object") return []
  const here = fieldPath || "(whole entry)"
  const own: string[] = []
  const object = value as Yaml
  if (object.confirmed === false) own.push(`${here}: placeholder, not confirmed for launch (confirmed: false)`)
  if (object.sample === true)
    own.push(
      `${here}: sample testimonial ("${String(object.author)}"), invented for layout: replace with a real, consented one or delete it`,
    )
  return [...own, ...Object.entries(value).flatMap(([key, item]) => markers(item, fieldPath ? `${fieldPath}.${key}` : key))]
}

/**
 * Every fact not confirmed for launch, one line each, naming file, entry and field.
 * @param files parsed YAML by path under data/ ("site.yaml": {...}, "services/uti.yaml": {...}), as data-files reads them
 * @param env the build's environment
 */
export const launchFindings = (files: Record<string, unknown>, env: Record<string, string | undefined>): string[] => {
  const findings = Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, content]) => markers(content).map((line) => `data/${file}: ${line}`))
  const compliance = (files[SITE_FILE] as { compliance?: Yaml } | undefined)?.compliance
  if (compliance?.showTestimonials === true && compliance.testimonialsApprovedByCounsel !== true)
    findings.push(
      "data/site.yaml: compliance.showTestimonials is true without counsel's approval (O. Reg. 114/94 s. 6(2) restricts testimonials): set it false, or set compliance.testimonialsApprovedByCounsel: true once counsel agrees",
    )
  for (const [name, why] of Object.entries(REQUIRED_ENV)) if (!env[name]?.trim()) findings.push(`environment ${name}: ${why}`)
  return findings
}
