import { existsSync } from "fs"
import { join } from "path"

import { unknownTokens } from "../../src/lib/facts"
import { isIconName } from "../../src/lib/icon-names"
import { type HoursSlot, hoursProblems, isTime } from "../../src/lib/opening-hours"
import { type FieldSpec, nodeTypes, type ObjectSpec, objectTypes } from "../content/content-model"
import {
  englishFileOf,
  entryFile,
  entryOfFile,
  languageOfFile,
  misnamedFileProblem,
  nodeTypeForFile,
  singleFiles,
  withSharedFields,
} from "../content/data-files"
import { ENTRY_ROUTE_BASES } from "../content/page-routes"
import { isMapping, translationProblems } from "../content/translation"
import { phoneFacts } from "../../src/lib/phone"

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const IMAGE_FILE = /^(?!\/)(?!.*\.\.).+\.(jpe?g|png|webp|avif)$/i
/** A page address part: lower-case words of a to z and digits, joined by hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** "2026-02-30" has the shape of a date but is none: YAML would roll it over to March 2. */
export const isCalendarDate = (text: string): boolean => {
  const match = ISO_DATE.exec(text)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** An absolute path on this site: "/contact", "/images/logo.png", "/#faq"; not "contact" or "//other.site". */
export const isSitePath = (value: string): boolean => /^\/(?!\/)[^\s]*$/.test(value)

export const isHttpsUrl = (value: string): boolean => {
  try {
    const parsed = new URL(value)
    return parsed.protocol === "https:" && parsed.hostname.includes(".") && !/\s/.test(value)
  } catch {
    return false
  }
}

/**
 * Markup a text field would show literally: the site renders no HTML or Markdown from data/ (on the page, in search
 * results and in structured data alike), so "**bold**" or "<a href>" appears as typed. Each pattern with what to call it.
 */
const MARKUP: ReadonlyArray<[RegExp, string]> = [
  [/<\/?[a-z][a-z0-9-]*(?=[\s/>]|$)/i, "an HTML tag"],
  [/&(#\d+|#x[0-9a-f]+|[a-z]+);/i, "an HTML entity"],
  [/\[[^\]]+\]\([^)]*\)/, "a Markdown link"],
  [/\*\*[^*]+\*\*|__[^_]+__/, "Markdown bold"],
  [/(^|[\s(])([*_])[^\s*_](?:[^*_]*[^\s*_])?\2(?=[\s.,;:!?)]|$)/, "Markdown emphasis"],
  [/^\s*#{1,6}\s/m, "a Markdown heading"],
]

/** The first markup in a text, as "Markdown bold \"**free**\"", or undefined for plain text. */
export const markupIn = (text: string): string | undefined => {
  for (const [pattern, kind] of MARKUP) {
    const match = pattern.exec(text)
    if (match) return `${kind} "${match[0].trim()}"`
  }
  return undefined
}

/**
 * What an editor does about a required field that keeps an entry off a list, in plain words, by "Type.field": a
 * medication without a category is on no category of the medications page (gatsby/checks/entry-listing.ts).
 */
const MISSING_FIELD_FIXES: Record<string, (entry: Record<string, unknown>) => string> = {
  "MedicationsYaml.category": (entry) => {
    const name = String(entry.name ?? entry.slug)
    return `the medication "${name}" is in no category, so the Medications page (${ENTRY_ROUTE_BASES.medications}) does not list it. In the web editor, open Medications, then "${name}", and choose its Category.`
  },
}

const withFix = (error: string, type: string, entry: Record<string, unknown>): string => {
  const field = /^missing required field "([^".[]+)"$/.exec(error)?.[1]
  const fix = field && MISSING_FIELD_FIXES[`${type}.${field}`]
  return fix ? `${error}: ${fix(entry)}` : error
}

const describe = (value: unknown): string => (Array.isArray(value) ? "a list" : value === null ? "empty" : `a ${typeof value}`)

function checkField(spec: FieldSpec, value: unknown, path: string, errors: string[]): void {
  if (value === undefined || value === null || value === "") {
    if (!spec.optional) errors.push(`missing required field "${path}"`)
    return
  }
  // spaces alone show as nothing on the page, in every footer and in structured data ("name": "   ")
  if (typeof value === "string" && value.trim() === "") {
    errors.push(
      spec.optional
        ? `"${path}" is blank (only spaces): write the text, or leave the field out`
        : `"${path}" is blank (only spaces): write the text`,
    )
    return
  }
  switch (spec.kind) {
    case "string":
      if (typeof value !== "string") errors.push(`"${path}" must be text, found ${describe(value)}`)
      else {
        const slots = spec.slots ?? []
        for (const token of unknownTokens(value))
          if (!slots.includes(token)) errors.push(`"${path}" uses unknown fact token "{${token}}"`)
        for (const slot of slots)
          if (!new RegExp(`\\{\\s*${slot}\\s*\\}`).test(value))
            errors.push(`"${path}" must keep "{${slot}}": the site puts a link or a value there`)
        const markup = markupIn(value)
        if (markup)
          errors.push(`"${path}" contains ${markup}: the site shows text exactly as typed, so write it without HTML or Markdown`)
      }
      return
    case "icon":
      if (!isIconName(value)) errors.push(`"${path}" names unknown icon "${String(value)}" (see src/lib/icon-names.ts)`)
      return
    case "image":
      // data/ is where Gatsby sources the file from; the build runs at the project root
      if (typeof value !== "string" || !IMAGE_FILE.test(value))
        errors.push(`"${path}" must name a .jpg, .png, .webp or .avif file under data/, like images/hero.jpg`)
      else if (!existsSync(join(process.cwd(), "data", value))) errors.push(`"${path}" names data/${value}, which does not exist`)
      return
    case "int":
    case "float":
      if (typeof value !== "number" || (spec.kind === "int" && !Number.isInteger(value)))
        errors.push(
          `"${path}" must be a ${spec.kind === "int" ? "whole number" : "number"}, found ${typeof value === "number" ? value : describe(value)}`,
        )
      return
    case "choice":
      if (typeof value !== "string" || !spec.values.includes(value))
        errors.push(`"${path}" must be one of ${spec.values.map((v) => `"${v}"`).join(", ")}, found "${String(value)}"`)
      return
    case "boolean":
      if (typeof value !== "boolean") errors.push(`"${path}" must be true or false, found ${describe(value)}`)
      return
    case "date": {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : value
      if (typeof text !== "string" || !ISO_DATE.test(text)) errors.push(`"${path}" must be a date like 2026-01-31`)
      else if (!isCalendarDate(text)) errors.push(`"${path}" is not a real date: "${text}" (no such day in that month)`)
      return
    }
    case "time":
      if (!isTime(value)) errors.push(`"${path}" must be a 24-hour time like "08:00" or "21:30", found "${String(value)}"`)
      return
    case "phone":
      if (typeof value !== "string" || !phoneFacts(value))
        errors.push(`"${path}" must be a phone number that can be dialled, like 1-844-222-7200, found "${String(value)}"`)
      return
    case "path":
      if (typeof value !== "string" || !isSitePath(value))
        errors.push(`"${path}" must be a path on this site starting with "/", like /contact, found "${String(value)}"`)
      return
    case "url":
      if (typeof value !== "string" || !isHttpsUrl(value))
        errors.push(`"${path}" must be a full https:// address, like https://example.ca/page, found "${String(value)}"`)
      return
    case "object":
      if (typeof value !== "object" || Array.isArray(value))
        errors.push(`"${path}" must be a group of fields, found ${describe(value)}`)
      else checkObject(objectTypes[spec.type], value as Record<string, unknown>, `${path}.`, errors)
      return
    case "list":
      if (!Array.isArray(value)) {
        errors.push(`"${path}" must be a list, found ${describe(value)}`)
        return
      }
      if (spec.min !== undefined && value.length < spec.min) errors.push(`"${path}" needs at least ${spec.min} item(s)`)
      if (spec.max !== undefined && value.length > spec.max) errors.push(`"${path}" allows at most ${spec.max} item(s)`)
      value.forEach((item, i) => checkField({ ...spec.of, optional: false }, item, `${path}[${i}]`, errors))
  }
}

function checkObject(spec: ObjectSpec, value: Record<string, unknown>, prefix: string, errors: string[]): void {
  for (const [name, field] of Object.entries(spec)) checkField(field, value[name], `${prefix}${name}`, errors)
  for (const name of Object.keys(value))
    if (!(name in spec)) errors.push(`unknown field "${prefix}${name}" (expected one of: ${Object.keys(spec).join(", ")})`)
}

/**
 * Every problem in one parsed YAML file (its path relative to data/), each naming the file, which is the entry, and the
 * field, so an editor can fix them all in one pass. A French file is checked with its English twin (parsed): as a
 * translation of it, then as the entry the two make.
 */
export function validateDataFile(relativePath: string, content: unknown, englishTwin?: unknown): string[] {
  const misnamed = misnamedFileProblem(relativePath)
  if (misnamed) return [misnamed]
  const type = nodeTypeForFile(relativePath)
  if (!type) return []
  const label = `data/${relativePath}`
  if (Array.isArray(content))
    return [
      relativePath in singleFiles
        ? `${label}: must be a group of fields, not a list`
        : `${label}: must hold one entry (its fields, no leading "-"), not a list: each entry is a file of its own, named after its slug`,
    ]
  if (!content || typeof content !== "object") return [`${label}: must be a group of fields`]
  const errors: string[] = []
  if (languageOfFile(relativePath) !== "en") {
    if (!isMapping(englishTwin))
      return [`${label}: a translation of data/${englishFileOf(relativePath)}, which does not exist or is not an entry`]
    errors.push(...translationProblems(nodeTypes[type].fields, englishTwin, content as Record<string, unknown>))
  }
  const entry = withSharedFields(relativePath, content, englishTwin) as Record<string, unknown>
  const translation = languageOfFile(relativePath) !== "en"
  // a translation's shared fields are its English file's: their errors are that file's, reported once, there
  const englishErrors: string[] = []
  if (translation) checkObject(nodeTypes[type].fields, englishTwin as Record<string, unknown>, "", englishErrors)
  const entryErrors: string[] = []
  checkObject(nodeTypes[type].fields, entry, "", entryErrors)
  errors.push(...entryErrors.filter((error) => !englishErrors.includes(error)).map((error) => withFix(error, type, entry)))
  if (type === "SiteYaml" && !translation && Array.isArray(entry.hours) && errors.every((error) => !error.includes('"hours')))
    errors.push(...hoursProblems(entry.hours as HoursSlot[]))
  if (typeof entry.frenchSlug === "string" && !translation && !SLUG.test(entry.frenchSlug))
    errors.push(`"frenchSlug" must be lower-case words joined by hyphens, without accents, found "${entry.frenchSlug}"`)
  const slug = entry.slug
  const named = entryOfFile(relativePath)
  if (typeof slug === "string" && !translation) {
    if (!SLUG.test(slug)) errors.push(`"slug" must be lower-case words joined by hyphens, found "${slug}"`)
    // the file name is how the CMS, the links and the editors find an entry, so it may never disagree with the slug
    else if (named !== undefined && slug !== named.slug) {
      const nameOf = (fileSlug: string) => entryFile(named.collection, fileSlug).split("/").pop()
      errors.push(
        `"slug" is "${slug}" but the file is named ${nameOf(named.slug)}: name the file ${nameOf(slug)}, or make the slug "${named.slug}"`,
      )
    }
  }
  return errors.map((error) => `${label}: ${error}`)
}
