// The routes to measure: the browser tests' route table (TypeScript, transpiled here so the list lives in one place) and the 404 page.
import { readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

/** One route per page template: what `--quick` measures. */
export const quickRoutes = [
  "/",
  "/contact",
  "/services/consultation",
  "/conditions/acne",
  "/medications/viagra",
  "/locations/toronto",
  "/privacy-policy",
]

/** Every route of __tests__/browser/routes.ts, then /404: the not-found page, which the benchmark serves with status 200 so Lighthouse will audit it. */
export async function allRoutes(root) {
  const source = readFileSync(path.join(root, "__tests__/browser/routes.ts"), "utf8")
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const { routes } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`)
  return [...routes, "/404"]
}
