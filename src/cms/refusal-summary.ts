// A refused save's reasons, listed at the top of the editor's pane (issue 62): Decap shows each reason beside its field
// alone, and at the top only a toast for an empty required field, naming none. With the field out of sight, Publish
// seemed to do nothing; the summary is where the eye is when Publish is pressed.

/** The summary's heading, which names it for screen readers too. */
export const REFUSAL_HEADING = "Not saved: fix these fields, then save again."

/**
 * What the pane's first field says when the entry's own check refuses a save: Decap shows a refusal beside the field
 * that gives it, and the reasons belong to other fields, each marked beside its own and listed in the summary above.
 */
export const REFUSAL_POINTER = "Not saved: the box above lists each field to fix."

/** The attribute of the summary, one in the editor at most. */
export const REFUSAL_SUMMARY = "data-refusal-summary"

/** Decap's list of one field's errors (its ControlErrorsList, an emotion class named after it), in the field's top bar. */
const DECAP_ERRORS = 'ul[class*="-ControlErrorsList"] > li'

/** A field's label as the editor shows it, without Decap's " (optional)" (a span of its own after the label's text). */
const labelOf = (control: Element): string | undefined =>
  control.querySelector(":scope > div > label")?.firstChild?.textContent?.trim() || undefined

/** The labels of the groups and lists around a field's block, from the top: Decap's message names the field alone. */
function groupLabels(control: Element): string[] {
  const labels: string[] = []
  for (let around = control.parentElement; around; around = around.parentElement) {
    const label = labelOf(around)
    if (label) labels.unshift(label)
  }
  return labels
}

/**
 * Every reason a refused save shows beside a field: the entry's own (`entryReasons`, each naming its field and side,
 * for which the first field's note points here) and Decap's (a pattern, an empty required field, a list's bounds), each
 * after the labels of the groups around its field ("Opening hours › Opens: …").
 */
export function refusalReasons(root: ParentNode, entryReasons: ReadonlyArray<string>): string[] {
  const decap = [...root.querySelectorAll(DECAP_ERRORS)].flatMap((item) => {
    const text = item.textContent?.trim() ?? ""
    if (!text || text === REFUSAL_POINTER) return []
    // the list's top bar, then the field's block
    const control = item.parentElement?.parentElement?.parentElement
    return [[...(control ? groupLabels(control) : []), text].join(" › ")]
  })
  return [...new Set([...entryReasons, ...decap])]
}

let summaries = 0

/**
 * Shows `reasons` in the summary before `anchor` (the pane's first field), kept in view at the top of the pane as it
 * scrolls; removes the summary when there are none. An unchanged list is left as it is, not announced again.
 */
export function showRefusal(anchor: Element, reasons: ReadonlyArray<string>): void {
  const document = anchor.ownerDocument
  const found = document.querySelector(`[${REFUSAL_SUMMARY}]`)
  if (reasons.length === 0) return found?.remove()
  const lines = reasons.map((reason) => {
    const line = document.createElement("li")
    line.textContent = reason
    return line
  })
  if (found && found.nextElementSibling === anchor) {
    const list = found.querySelector("ul")!
    if (list.textContent !== lines.map((line) => line.textContent).join("")) list.replaceChildren(...lines)
    return
  }
  found?.remove()
  // a section, not a div: Decap spaces its first field by div:first-of-type
  const summary = document.createElement("section")
  summary.setAttribute(REFUSAL_SUMMARY, "")
  summary.setAttribute("role", "alert")
  const heading = document.createElement("p")
  heading.id = `refusal-summary-${++summaries}`
  heading.textContent = REFUSAL_HEADING
  summary.setAttribute("aria-labelledby", heading.id)
  const list = document.createElement("ul")
  list.append(...lines)
  summary.append(heading, list)
  anchor.before(summary)
}
