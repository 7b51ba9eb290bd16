// Where a build's time went: the steps Gatsby reports as it ends each ("success Building static HTML for pages -
// 32.402s - 546/546 16.85/s"), so bench:scale can say which grow with the content.

/** Terminal colour and cursor codes, which Gatsby's reporter writes around its lines. */
// eslint-disable-next-line no-control-regex
const TERMINAL_CODES = /\x1b\[[0-9;]*[A-Za-z]/g
const STEP = /^success (.+?) - (\d+(?:\.\d+)?)s\b/

/** Each step's seconds in `output`, a step reported twice (Gatsby checks for changed pages twice) summed. */
export function gatsbySteps(output: string): Record<string, number> {
  const steps: Record<string, number> = {}
  for (const line of output.replace(TERMINAL_CODES, "").split("\n")) {
    const match = STEP.exec(line.trim())
    if (!match) continue
    const [, name, seconds] = match
    steps[name] = Math.round(((steps[name] ?? 0) + Number(seconds)) * 10) / 10
  }
  return steps
}
