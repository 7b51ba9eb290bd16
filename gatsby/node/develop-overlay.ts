// `gatsby develop` shows content errors over the page in the browser, not only in a terminal an editor may not watch.
import { gatsbyCommand, gatsbyWebsocketManager, type OverlayError } from "../internals"

const OVERLAY_ID = "content-errors"

const toOverlayError = (error: string): OverlayError => ({
  level: "ERROR",
  code: "CONTENT",
  context: { sourceMessage: error.split("\n")[0].replace(/^(data\/[^,:]+).*$/, "Content error in $1") },
  text: error,
})

/**
 * In develop, puts data/'s content errors (all of them, from the loader's last load) over every page opened, or takes
 * them away once fixed, through the channel Gatsby's own overlay takes for a failed page query.
 */
export async function showContentErrorsInBrowser(errors: ReadonlyArray<string>): Promise<void> {
  if (gatsbyCommand() !== "develop") return
  const websocketManager = await gatsbyWebsocketManager()
  // Typed as a string, but the overlay takes the structured errors Gatsby itself sends.
  websocketManager.emitError(OVERLAY_ID, (errors.length > 0 ? errors.map(toOverlayError) : null) as unknown as string)
}
