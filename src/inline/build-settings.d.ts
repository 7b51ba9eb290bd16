// The values gatsby/post-build/inline-scripts.ts defines when it compiles a module of this folder for a build.
import type { TrackedLinks } from "../lib/analytics-clicks"
import type { ConsentMode } from "../lib/analytics-consent"

declare global {
  /** analytics-queue.ts: the build's Google Analytics settings. */
  const ANALYTICS_SETTINGS: { measurementId: string; links: TrackedLinks; linkerDomains: string[]; consentMode: ConsentMode }
  /** paint-first.ts: third-party scripts (Google's tag) to start once the visitor is reading. */
  const THIRD_PARTY_SCRIPTS: string[]
  /** identity-forward.ts: where the editor is (/admin). */
  const EDITOR_PATH: string
}
