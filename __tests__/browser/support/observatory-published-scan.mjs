// Mozilla's HTTP Observatory exactly as it publishes itself: the package's exported scan() (its main module), which
// takes a host name and judges https://<host>/ with its own retrieval, tests and grading. Run with
// observatory-loopback.mjs loaded first (the host's names reach the local nginx); prints JSON.
import { scan } from "@mdn/mdn-http-observatory"

const [host] = process.argv.slice(2)
const result = await scan(host)
const tests = Object.fromEntries(
  Object.entries(result.tests).map(([name, test]) => [
    name,
    { result: test.result, pass: test.pass, scoreModifier: test.scoreModifier },
  ]),
)
const { grade, score, statusCode, algorithmVersion } = result.scan
console.log(JSON.stringify({ grade, score, statusCode, algorithmVersion, tests }))
