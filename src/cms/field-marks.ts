// The fields a refused save names, marked in their language's pane as Decap marks a field in error: Decap validates
// each field alone, and the entry's checks (src/cms/widgets/entry-check.tsx) report on its first field, so Decap has no
// mark to show on the field at fault, in either pane.
import type { Language } from "../lib/language"

/** Decap's own names for the panes' language switchers, the one thing that tells the two panes apart. */
const SWITCHERS: Record<Language, string> = { en: "Writing in EN", fr: "Writing in FR" }

/** The attribute a marked control carries (EDITOR_STYLE draws it in red); typing in the control clears it. */
export const FIELD_MARK = "data-field-problem"

/** A field at fault: the pane's language, and its labels from the top (["Hero", "Title"], ["Keywords", "3"]). */
export interface FieldMark {
  language: Language
  labels: ReadonlyArray<string>
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

const unmark = (control: Element) => {
  control.removeAttribute(FIELD_MARK)
  for (const input of control.querySelectorAll("[aria-invalid]")) input.removeAttribute("aria-invalid")
}

/** Marks each field at fault in its language's pane, and no other. */
export function markFields(root: ParentNode, marks: ReadonlyArray<FieldMark>): void {
  for (const marked of root.querySelectorAll(`[${FIELD_MARK}]`)) unmark(marked)
  for (const { language, labels } of marks) {
    const control = drawnLabels(labels).reduce<ParentNode | undefined>(
      (scope, label) => scope && controlLabelled(scope, label),
      paneOf(root, language),
    )
    if (!(control instanceof Element)) continue
    control.setAttribute(FIELD_MARK, "")
    for (const input of control.querySelectorAll("input, textarea")) input.setAttribute("aria-invalid", "true")
    control.addEventListener("input", () => unmark(control), { once: true })
  }
}
