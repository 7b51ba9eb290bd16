// The fields a refused save names, marked in their language's pane as Decap marks a field in error: Decap validates
// each field alone, and the entry's checks (src/cms/widgets/entry-check.tsx) report on its first field, so Decap has no
// mark to show on the field at fault, in either pane.
import type { Language } from "../lib/language"

/** Decap's own names for the panes' language switchers, the one thing that tells the two panes apart. */
const SWITCHERS: Record<Language, string> = { en: "Writing in EN", fr: "Writing in FR" }

/** The attribute a marked control carries (EDITOR_STYLE draws it in red); typing in the control clears it. */
export const FIELD_MARK = "data-field-problem"

/** The attribute of the note a marked control shows under its label, saying why, as Decap lists a field's errors. */
export const FIELD_NOTE = "data-field-problem-note"

/** A field at fault: the pane's language, its labels from the top (["Hero", "Title"], ["Keywords", "3"]), and why. */
export interface FieldMark {
  language: Language
  labels: ReadonlyArray<string>
  message: string
}

// Decap's dropdown buttons are spans with the button role
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button, [role="button"]')].find((button) => button.textContent?.trim() === name)

/**
 * A language's pane: the widest block holding its switcher and not the other's. An entry in one language alone (a
 * reviewer, the site facts' French file) has no switcher: its one pane is the whole editor.
 */
function paneOf(root: ParentNode, language: Language): ParentNode | undefined {
  const other = SWITCHERS[language === "en" ? "fr" : "en"]
  const switcher = buttonNamed(root, SWITCHERS[language])
  if (!switcher) return buttonNamed(root, other) ? undefined : root
  let pane = switcher.parentElement
  while (pane?.parentElement && !buttonNamed(pane.parentElement, other)) pane = pane.parentElement
  return pane ?? undefined
}

/** A field's block in `scope`, by its label as Decap writes it ("Title", or "Title (optional)"). */
function controlLabelled(scope: ParentNode, label: string): Element | undefined {
  const found = [...scope.querySelectorAll("label")].find((element) => {
    const text = element.textContent?.trim() ?? ""
    return text === label || text.startsWith(`${label} (`)
  })
  // Decap's label sits in the control's top bar, the first child of the control's block
  return found?.parentElement?.parentElement ?? undefined
}

/** The labels down to the field Decap draws: a list's items are folded, so a field in an item is marked by its list. */
const drawnLabels = (labels: ReadonlyArray<string>) => {
  const item = labels.findIndex((label) => /^\d+$/.test(label))
  return item === -1 ? labels : labels.slice(0, item)
}

const inputsOf = (control: Element) => control.querySelectorAll("input, textarea")

const unmark = (control: Element) => {
  control.removeAttribute(FIELD_MARK)
  for (const note of control.querySelectorAll(`[${FIELD_NOTE}]`)) note.remove()
  for (const input of inputsOf(control)) {
    input.removeAttribute("aria-invalid")
    input.removeAttribute("aria-describedby")
  }
}

let notes = 0

/** The note under a control's label (in its top bar, where Decap lists a field's errors), one line for each message. */
function noteOf(control: Element): Element {
  const found = control.querySelector(`:scope > * > [${FIELD_NOTE}]`)
  if (found) return found
  const note = control.ownerDocument.createElement("ul")
  note.setAttribute(FIELD_NOTE, "")
  note.id = `field-problem-note-${++notes}`
  ;(control.firstElementChild ?? control).append(note)
  for (const input of inputsOf(control)) input.setAttribute("aria-describedby", note.id)
  return note
}

/** Marks each field at fault in its language's pane, and no other, with its message beside it. */
export function markFields(root: ParentNode, marks: ReadonlyArray<FieldMark>): void {
  for (const marked of root.querySelectorAll(`[${FIELD_MARK}]`)) unmark(marked)
  for (const { language, labels, message } of marks) {
    const control = drawnLabels(labels).reduce<ParentNode | undefined>(
      (scope, label) => scope && controlLabelled(scope, label),
      paneOf(root, language),
    )
    if (!(control instanceof Element)) continue
    if (!control.hasAttribute(FIELD_MARK)) control.addEventListener("input", () => unmark(control), { once: true })
    control.setAttribute(FIELD_MARK, "")
    for (const input of inputsOf(control)) input.setAttribute("aria-invalid", "true")
    const line = control.ownerDocument.createElement("li")
    line.textContent = message
    noteOf(control).append(line)
  }
}
