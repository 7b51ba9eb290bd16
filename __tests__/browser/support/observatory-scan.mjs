// Mozilla's HTTP Observatory on one page (host, then path; / by default), its own retrieval, tests and grading, with one correction: the page's
// Content-Security-Policy is judged as the browser enforces it. The site sends two policies, nginx's header and the
// page's <meta>, and a browser applies both, so a directive is as strict as the stricter of the two. The Observatory
// instead keeps only what the first policy also names (it judged the meta's `style-src 'self' 'unsafe-inline'` as
// 'none', and the site A+ on a policy it does not have). Run with observatory-loopback.mjs loaded first; prints JSON.
// OBSERVATORY_SOURCE_SWAP ("from to") replaces one source in the judged policy: the test build's fake EmailJS is
// plain HTTP on loopback where production's is https://api.emailjs.com.
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from "@mdn/mdn-http-observatory/src/grader/charts.js"
import { getGradeForScore, getScoreModifier } from "@mdn/mdn-http-observatory/src/grader/grader.js"
import { ALL_TESTS } from "@mdn/mdn-http-observatory/src/constants.js"
import { retrieve } from "@mdn/mdn-http-observatory/src/retriever/retriever.js"
import { getHttpHeaders } from "@mdn/mdn-http-observatory/src/analyzer/utils.js"

const CSP = "content-security-policy"
// Directives a <meta> policy may not set (CSP3 §3.3): the browser ignores them there.
const NOT_IN_META = new Set(["frame-ancestors", "report-uri", "sandbox"])
// Fetch directives fall back to default-src where a policy does not name them.
const FETCH = new Set(
  ["child", "connect", "default", "font", "frame", "img", "manifest", "media", "object", "script", "style", "worker"].map(
    (name) => `${name}-src`,
  ),
)

/** @param {string} text @param {boolean} meta */
const parse = (text, meta) =>
  new Map(
    text
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name && !(meta && NOT_IN_META.has(name.toLowerCase())))
      .map(([name, ...sources]) => [name.toLowerCase(), sources.length ? sources : ["'none'"]]),
  )

/** One policy that allows exactly what every one of `policies` allows, for the directives this site uses. */
export const enforcedPolicy = (policies) => {
  const names = new Set(policies.flatMap((policy) => [...policy.keys()]))
  const directives = [...names].flatMap((name) => {
    const lists = policies
      .map((policy) => policy.get(name) ?? (FETCH.has(name) ? policy.get("default-src") : undefined))
      .filter(Boolean)
      .map((sources) => [...new Set(sources)].sort())
    const strictest = lists.find((sources) => sources.join() === "'none'") ?? lists[0]
    if (lists.some((sources) => sources.join() !== strictest.join() && strictest.join() !== "'none'"))
      throw new Error(`The policies restrict ${name} differently; judging their intersection needs more than this`)
    return [`${name} ${strictest.join(" ")}`]
  })
  return directives.join("; ")
}

const [host, pathname = "/"] = process.argv.slice(2)
const requests = await retrieve(host, { path: pathname })
const response = requests.responses.auto
if (!response) throw new Error(`${host}${pathname} did not answer`)
const swap = process.env.OBSERVATORY_SOURCE_SWAP?.split(" ")
const policies = [
  ...getHttpHeaders(response, CSP).map((text) => parse(text, false)),
  ...(response.httpEquiv?.get(CSP) ?? []).map((text) => parse(text, true)),
]
let judged = enforcedPolicy(policies)
if (swap) judged = judged.replaceAll(swap[0], swap[1])
response.headers.set(CSP, judged)
response.httpEquiv?.set(CSP, [])

// As the Observatory's scan() grades (src/scanner/index.js): bonuses count only when the score without them is an A.
const tests = Object.fromEntries(
  ALL_TESTS.map((test) => test(requests)).map((output) => [
    output.constructor.name,
    { result: output.result, pass: output.pass, scoreModifier: getScoreModifier(output.result) },
  ]),
)
const modifiers = Object.values(tests).map((test) => test.scoreModifier)
const withBonuses = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0)
const withoutBonuses = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0)
const { grade, score } = getGradeForScore(withoutBonuses >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonuses : withoutBonuses)
console.log(JSON.stringify({ grade, score, status: response.status, policy: judged, policies: policies.length, tests }))
