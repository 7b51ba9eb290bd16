// `npm run check:netlify-files`: public/_headers and public/_redirects read by Netlify's own parsers, as the host
// reads them. Prints a JSON report (errors, rule counts, and the headers each given path gets) and exits 1 on an error.
import path from "node:path"
import { fileURLToPath } from "node:url"

import { parseAllHeaders } from "@netlify/headers-parser"
import { parseAllRedirects } from "@netlify/redirect-parser"

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "public")

const { headers, errors: headerErrors } = await parseAllHeaders({
  headersFiles: [path.join(publicDir, "_headers")],
  configHeaders: [],
  minimal: false,
})
const { redirects, errors: redirectErrors } = await parseAllRedirects({
  redirectsFiles: [path.join(publicDir, "_redirects")],
  configRedirects: [],
  minimal: false,
})

/** The host adds up the values of every rule whose path matches, as the parser's own regular expressions say. */
const headersFor = (pathname: string) => {
  const merged: Record<string, string> = {}
  for (const rule of headers)
    if ("forRegExp" in rule && rule.forRegExp.test(pathname))
      for (const [name, value] of Object.entries(rule.values)) merged[name] = merged[name] ? `${merged[name]}, ${value}` : value
  return merged
}

const errors = [...headerErrors, ...redirectErrors].map((error) => String(error instanceof Error ? error.message : error))
console.log(
  JSON.stringify(
    {
      errors,
      headerRules: headers.length,
      redirectRules: redirects.length,
      headersFor: Object.fromEntries(process.argv.slice(2).map((pathname) => [pathname, headersFor(pathname)])),
    },
    null,
    2,
  ),
)
process.exit(errors.length > 0 ? 1 : 0)
