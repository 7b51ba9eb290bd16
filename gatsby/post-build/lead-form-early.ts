// Post-build step: the lead form's early script (src/inline/lead-form-early.ts), compiled, into the empty script
// element the form renders right after itself, on every page that has the form.
import { LEAD_FORM_IDS, LEAD_FORM_SCRIPT_ID } from "../../src/lib/lead-form-early"
import { attribute, type HtmlDocument } from "./html-document"
import { compileInline } from "./inline-scripts"

/** Whether a page's text could hold the lead form: its id written nowhere in the page, it has no such form. */
export const mayHaveLeadForm = (html: string): boolean => html.includes(LEAD_FORM_IDS.form)

/** Fills the page's early-script element; a page with the form but no such element fails the build, naming the page. */
export function addLeadFormEarlyScript(page: HtmlDocument): void {
  const form = page.elements((element) => element.tagName === "form" && attribute(element, "id") === LEAD_FORM_IDS.form)
  if (form.length === 0) return
  const [script] = page.elements((element) => element.tagName === "script" && attribute(element, "id") === LEAD_FORM_SCRIPT_ID)
  if (!script) throw page.failure(`has the lead form but no <script id="${LEAD_FORM_SCRIPT_ID}"> for its early script`)
  page.setInnerSource(script, compileInline("lead-form-early", {}))
}
