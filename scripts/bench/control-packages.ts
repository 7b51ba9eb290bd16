// The control commit of `npm run bench -- --control <commit>` is built with the checkout's node_modules; a package it
// lists that the checkout has since dropped (gatsby-transformer-yaml, before the site's own loader) must be added for it.
import { existsSync } from "node:fs"
import path from "node:path"

interface PackageJson {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The control's packages ("name@range") that `root`'s node_modules does not hold, to install beside its sources. */
export function missingControlPackages(control: PackageJson, root: string): string[] {
  return Object.entries({ ...control.dependencies, ...control.devDependencies })
    .filter(([name]) => !existsSync(path.join(root, "node_modules", name, "package.json")))
    .map(([name, range]) => `${name}@${range}`)
    .sort()
}
