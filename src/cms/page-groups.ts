// Each page's form shows the optional groups that page has (issue 62: every page entry showed the legal sections, the
// medication categories and every other page's groups). All pages share one form: gatsby/content/cms-config.ts marks
// each optional field with the pages that have it (`used_on`), and the form hides it on the others.
import type { CmsField } from "./cms-config-types"

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

/**
 * The labels of the fields a saved page leaves out of its form: those other pages have and this one leaves empty. A
 * new page (no `slug` yet) is offered every group, not knowing which it will use.
 */
export function unusedLabels(fields: ReadonlyArray<CmsField>, slug: string | undefined, data: Record<string, unknown>): string[] {
  if (!slug) return []
  return fields
    .filter((field) => field.used_on && !field.used_on.includes(slug) && isEmpty(data[field.name]))
    .map((field) => field.label)
}

/** Hides, among a pane's field blocks (`list`'s children, each headed by its label), those labelled `unused`. */
export function hideUnused(list: Element, unused: ReadonlyArray<string>): void {
  for (const control of list.children) {
    // Decap's label holds the field's label, then " (optional)" in a span of its own
    const label = control.querySelector(":scope > div > label")?.firstChild?.textContent?.trim()
    if (label && control instanceof HTMLElement) control.hidden = unused.includes(label)
  }
}
