// The French fields a refused save names, marked in the French pane as Decap marks a field of the English one: Decap
// validates the English pane alone, so it has no error to show on the French side (src/cms/widgets/french-side-check.tsx).

/** Decap's own name for the French pane's language switcher, the one thing that tells the two panes apart. */
const FRENCH_SWITCHER = "Writing in FR"
const ENGLISH_SWITCHER = "Writing in EN"

/** The attribute a marked control carries (EDITOR_STYLE draws it in red); typing in the control clears it. */
export const GAP_MARK = "data-french-gap"

// Decap's dropdown buttons are spans with the button role
const buttonNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button, [role="button"]')].find((button) => button.textContent?.trim() === name)

/** The French pane: the widest block holding its switcher and not the English one. */
function frenchPane(root: ParentNode): Element | undefined {
  let pane = buttonNamed(root, FRENCH_SWITCHER)?.parentElement
  while (pane?.parentElement && !buttonNamed(pane.parentElement, ENGLISH_SWITCHER)) pane = pane.parentElement
  return pane ?? undefined
}

/** A field's block in `scope`, by its label as Decap writes it ("Title", or "Title (optional)"). */
function controlLabelled(scope: Element, label: string): Element | undefined {
  const found = [...scope.querySelectorAll("label")].find((element) => {
    const text = element.textContent?.trim() ?? ""
    return text === label || text.startsWith(`${label} (`)
  })
  // Decap's label sits in the control's top bar, the first child of the control's block
  return found?.parentElement?.parentElement ?? undefined
}

const unmark = (control: Element) => {
  control.removeAttribute(GAP_MARK)
  for (const input of control.querySelectorAll("[aria-invalid]")) input.removeAttribute("aria-invalid")
}

/** Marks each gap's field in the French pane (its labels from the top, ["Hero", "Title"]), and no other. */
export function markFrenchGaps(root: ParentNode, gaps: ReadonlyArray<ReadonlyArray<string>>): void {
  for (const marked of root.querySelectorAll(`[${GAP_MARK}]`)) unmark(marked)
  const pane = frenchPane(root)
  if (!pane) return
  for (const labels of gaps) {
    const control = labels.reduce<Element | undefined>((scope, label) => scope && controlLabelled(scope, label), pane)
    if (!control) continue
    control.setAttribute(GAP_MARK, "")
    for (const input of control.querySelectorAll("input, textarea")) input.setAttribute("aria-invalid", "true")
    control.addEventListener("input", () => unmark(control), { once: true })
  }
}
