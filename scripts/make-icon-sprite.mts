// Writes static/icons.svg: one <symbol> per icon an editor may name in data/ (src/lib/icon-names.ts), drawn from
// lucide-static's SVG files (the same drawings lucide-react ships). The Icon component points at these symbols, so no
// icon drawing ships in the JavaScript (lucide-react's icon map was about 7 KB gzip in the app chunk, on every page).
// Run after changing icon-names.ts: npx tsx scripts/make-icon-sprite.mts
// (a unit test fails while the sprite and the names disagree)
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { type Element, fragmentElements } from "../gatsby/post-build/html-document"
import { iconNames } from "../src/lib/icon-names"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const iconsDir = path.join(root, "node_modules/lucide-static/icons")

/** lucide's file name for an icon: CalendarCheck → calendar-check, Flower2 → flower-2. */
export const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase()

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** An SVG element as XML: its attributes as the file gives them, self-closing when empty, its child elements inside. */
const xml = (element: Element): string => {
  const attributes = element.attrs.map((attr) => ` ${attr.name}="${escapeAttribute(attr.value)}"`).join("")
  const children = element.childNodes.filter((node): node is Element => "tagName" in node)
  return children.length === 0
    ? `<${element.tagName}${attributes}/>`
    : `<${element.tagName}${attributes}>${children.map(xml).join("")}</${element.tagName}>`
}

/** The drawing inside an icon's <svg>, read by the HTML parser the build uses (groups and all), as the sprite writes it. */
function shapes(name: string): string {
  const file = path.join(iconsDir, `${kebab(name)}.svg`)
  const [svg] = fragmentElements(readFileSync(file, "utf8")).filter((element) => element.tagName === "svg")
  const drawing = svg?.childNodes.filter((node): node is Element => "tagName" in node) ?? []
  if (drawing.length === 0) throw new Error(`No shapes in ${file}`)
  return drawing.map(xml).join("")
}

export const sprite = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">\n${iconNames
    .map((name) => `<symbol id="${kebab(name)}" viewBox="0 0 24 24">${shapes(name)}</symbol>`)
    .join("\n")}\n</svg>\n`

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(root, "static/icons.svg"), sprite())
  console.log("static/icons.svg written")
}
