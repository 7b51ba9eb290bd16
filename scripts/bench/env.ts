// The build environments the benchmark measures. Production always sets a GA measurement id and EmailJS keys, so that
// is the headline configuration; the build without them is measured beside it to show what analytics costs.
import testEnv from "../../__tests__/browser/support/test-env.json"

export type BuildConfig = "production" | "no-analytics"

/** Variables a deployment sets for the tag and the lead form; none of them is set in the build without analytics. */
const isDeploymentKey = (key: string) =>
  key === "GATSBY_GA_MEASUREMENT_ID" || key.startsWith("GATSBY_EMAILJS_") || key === "GATSBY_LEADS_TO_EMAIL"

/**
 * The environment of a production build: the browser tests' GA id and EmailJS keys (test values) but EmailJS's own
 * origin, as production has it; the benchmark answers that host and Google's on this machine (third-party.ts).
 * `no-analytics`: the same without any of them.
 */
export function buildEnv(
  config: BuildConfig = "production",
  base: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...base, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1", CI: "1" }
  for (const key of Object.keys(env)) if (isDeploymentKey(key)) delete env[key]
  if (config === "no-analytics") return env
  const keys = Object.entries(testEnv.build).filter(([key]) => key !== "GATSBY_EMAILJS_ORIGIN")
  return { ...env, ...Object.fromEntries(keys) }
}
