// Post-build step: the home page forwards a link from Netlify Identity's e-mails to the editor
// (src/inline/identity-forward.ts), first in its head so it runs before anything else loads. The home page alone: the
// e-mails link to the site's root, and no other page pays for the script.
import { EDITOR_PATH } from "../server-config/http-rules"
import { attribute, type HtmlDocument } from "./html-document"
import { compileInline } from "./inline-scripts"

/** The attribute that marks the script, so a step run again over a page replaces it rather than adding one. */
export const IDENTITY_FORWARD_ID = "identity-forward"

/** The file of the page Identity's e-mails link to. */
export const HOME_PAGE_FILE = "/index.html"

export const identityForwardScript = (): string => compileInline("identity-forward", { EDITOR_PATH })

export function addIdentityForward(page: HtmlDocument): void {
  for (const earlier of page.elements((element) => attribute(element, "id") === IDENTITY_FORWARD_ID)) page.remove(earlier)
  page.prepend(page.the("head"), `<script id="${IDENTITY_FORWARD_ID}">${identityForwardScript()}</script>`)
}
