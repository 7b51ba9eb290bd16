// What still stands between the site and its launch: every fact in data/ marked as a placeholder (confirmed: false),
// every invented testimonial (sample: true), testimonials shown without counsel's approval, and each build setting the
// production site needs. `npm run check:launch` prints the list; the clinic's deploy runs it before `npm run build`.
import { isConfirmed } from "../../src/lib/confirmation"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "../content/content-model"
import { dataDirOf, entryOfFile, languageOfFile, nodeTypeForFile, readDataFiles, SITE_FILE } from "../content/data-files"

/** Build settings a launch needs, with what goes wrong without each. */
export const REQUIRED_ENV = {
  GATSBY_SITE_URL: "not set: canonical links, the sitemap and structured data would use the built-in default address",
  GATSBY_GA_MEASUREMENT_ID: "not set: the site would ship without analytics",
  GATSBY_EMAILJS_PUBLIC_KEY: "not set: the lead form would post to the local inbox of `npm start`",
  GATSBY_EMAILJS_SERVICE_ID: "not set: the lead form would post to the local inbox of `npm start`",
  GATSBY_EMAILJS_TEMPLATE_ID: "not set: the lead form would post to the local inbox of `npm start`",
}

type Yaml = Record<string, unknown>

/** What counsel must approve before launch, each a switch of data/site.yaml's compliance and where the approval goes. */
const COUNSEL_GATES = [
  {
    switch: "showTestimonials",
    approval: "testimonialsApproval",
    why: "O. Reg. 114/94 s. 6(2) restricts testimonials",
  },
  {
    switch: "showMedicationPages",
    approval: "medicationPagesApproval",
    why: "O. Reg. 114/94 s. 6(2) restricts references to specific drugs, and Food and Drug Regulations C.01.044 what may be said of prescription drugs to the public",
  },
] as const

/** An approval names who gave it and when: a bare `true` says neither. */
const isRecordedApproval = (value: unknown): boolean => {
  const approval = value as { by?: unknown; date?: unknown } | undefined
  return (
    typeof approval?.by === "string" && approval.by.trim() !== "" && typeof approval.date === "string" && approval.date !== ""
  )
}

/** A French file's own `confirmed`: its words are a translation until someone who reads French has checked them. */
const translationMarker = (file: string, content: unknown): string[] => {
  const entry = content as Yaml | undefined
  if (languageOfFile(file) !== "fr" || isConfirmed(entry?.confirmed as boolean | undefined)) return []
  const reader = entryOfFile(file)?.collection === "conditions" || entryOfFile(file)?.collection === "medications"
  return [
    `(whole entry): French translation not yet reviewed (confirmed: false): once ${reader ? "a French-reading clinician" : "the clinic, reading French,"} has checked it against the English, set confirmed: true`,
  ]
}

const hasConfirmed = (spec: ObjectSpec): boolean => "confirmed" in spec && !spec.confirmed.translationOnly

/**
 * Markers inside one YAML value, each with its field path ("testimonials.items[0]"), read along the content model: a
 * group the model gives a `confirmed` flag is a placeholder until the flag says true, so a group written without one
 * (a new entry, a hand-written file) is never launch-ready by omission.
 */
const markers = (spec: FieldSpec, value: unknown, fieldPath = ""): string[] => {
  if (spec.kind === "list")
    return Array.isArray(value) ? value.flatMap((item, index) => markers(spec.of, item, `${fieldPath}[${index}]`)) : []
  if (spec.kind !== "object" || !value || typeof value !== "object" || Array.isArray(value)) return []
  return objectMarkers(objectTypes[spec.type], value as Yaml, fieldPath)
}

const objectMarkers = (spec: ObjectSpec, object: Yaml, fieldPath: string): string[] => {
  const here = fieldPath || "(whole entry)"
  const own: string[] = []
  if (hasConfirmed(spec) && !isConfirmed(object.confirmed as boolean | undefined)) {
    const flag = object.confirmed === undefined ? "no confirmed: true" : "confirmed: false"
    own.push(
      !fieldPath && "reviewedBy" in spec
        ? `${here}: medical text not yet confirmed by its reviewer (${String(object.reviewedBy)}): once they have re-read it, set confirmed: true and lastReviewed to that day`
        : `${here}: placeholder, not confirmed for launch (${flag})`,
    )
  }
  if (object.sample === true)
    own.push(
      `${here}: sample testimonial ("${String(object.author)}"), invented for layout: replace with a real, consented one or delete it`,
    )
  return [
    ...own,
    ...Object.entries(spec).flatMap(([key, field]) => markers(field, object[key], fieldPath ? `${fieldPath}.${key}` : key)),
  ]
}

/**
 * Every fact not confirmed for launch, one line each, naming file, entry and field.
 * @param files parsed YAML by path under data/ ("site.yaml": {...}, "services/uti.yaml": {...}), as data-files reads them
 * @param env the build's environment
 */
export const launchFindings = (files: Record<string, unknown>, env: Record<string, string | undefined>): string[] => {
  const findings = Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, content]) => {
      const type = nodeTypeForFile(file)
      if (!type || !content || typeof content !== "object") return []
      // a French file's facts and placeholders are its English twin's (shared fields): only its words are its own
      const lines =
        languageOfFile(file) === "fr"
          ? translationMarker(file, content)
          : objectMarkers(nodeTypes[type].fields, content as Yaml, "")
      return lines.map((line) => `data/${file}: ${line}`)
    })
  const compliance = (files[SITE_FILE] as { compliance?: Yaml } | undefined)?.compliance
  for (const gate of COUNSEL_GATES)
    if (compliance?.[gate.switch] !== false && !isRecordedApproval(compliance?.[gate.approval]))
      findings.push(
        `data/site.yaml: compliance.${gate.switch} is on without counsel's recorded approval (${gate.why}): set it false, or record who approved and when as compliance.${gate.approval}: { by: "Name", date: "2026-12-01" }`,
      )
  const analytics = (files[SITE_FILE] as { analytics?: Yaml } | undefined)?.analytics
  if (!isRecordedApproval(analytics?.consentApproval))
    findings.push(
      `data/site.yaml: analytics.consent is "${String(analytics?.consent)}" without counsel's recorded approval (consent for analytics on a health site): record who confirmed it and when as analytics.consentApproval: { by: "Name", date: "2026-12-01" }`,
    )
  for (const [name, why] of Object.entries(REQUIRED_ENV)) if (!env[name]?.trim()) findings.push(`environment ${name}: ${why}`)
  return findings
}

/**
 * Whether a checkout's data/ and the build's environment are launch-ready. Anything else is a preview: every page says
 * noindex, robots.txt keeps crawlers out and each server sends X-Robots-Tag (docs/deploy.md, and docs/editing.md "Before launch").
 */
export const isLaunchReady = (root: string, env: Record<string, string | undefined>): boolean =>
  launchFindings(readDataFiles(dataDirOf(root)), env).length === 0
