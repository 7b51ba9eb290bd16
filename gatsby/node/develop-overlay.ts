// `gatsby develop` shows content errors over the page in the browser, not only in a terminal an editor may not watch.
import { checkContentDir } from "../content/content-check"

const OVERLAY_ID = "content-errors"

/** What Gatsby's error overlay reads from an error: its title, its text and its tag. */
const toOverlayError = (error: string) => ({
  level: "ERROR",
  code: "CONTENT",
  context: { sourceMessage: error.split("\n")[0].replace(/^(data\/[^,:]+).*$/, "Content error in $1") },
  text: error,
})

/**
 * In develop, puts data/'s content errors over every page opened (or takes them away once fixed), through the channel
 * Gatsby's own overlay takes for a failed page query; the check reads data/ itself, so it is complete after any edit.
 */
export async function showContentErrorsInBrowser(): Promise<void> {
  if (process.env.gatsby_executing_command !== "develop") return
  const { errors } = checkContentDir(process.cwd())
  const { websocketManager } = await import("gatsby/dist/utils/websocket-manager")
  // Typed as a string, but the overlay takes the structured errors Gatsby itself sends.
  websocketManager.emitError(OVERLAY_ID, (errors.length > 0 ? errors.map(toOverlayError) : null) as unknown as string)
}
