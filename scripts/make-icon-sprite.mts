// Writes static/icons.svg: one <symbol> per icon an editor may name in data/*.yaml (src/lib/icon-names.ts), drawn from
// lucide-react's icon data. The Icon component points at these symbols, so no icon drawing ships in the JavaScript
// (lucide-react's icon map was about 7 KB gzip in the app chunk, on every page). Run after changing icon-names.ts:
// node scripts/make-icon-sprite.mjs   (a unit test fails while the sprite and the names disagree)
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** lucide's file name for an icon: CalendarCheck → calendar-check, Flower2 → flower-2. */
export const kebab = (name) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase()

export function iconNames() {
  const source = readFileSync(path.join(root, "src/lib/icon-names.ts"), "utf8")
  const list = source.slice(source.indexOf("["), source.indexOf("]"))
  return [...list.matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1])
}

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")

/** An icon's data; a renamed icon's old file only re-exports its new one, named in the re-export. */
async function iconData(file) {
  const module = await import(file)
  if (module.__iconData) return module.__iconData
  const target = readFileSync(file, "utf8").match(/from '\.\/([a-z0-9-]+\.mjs)'/)
  if (!target) throw new Error(`No icon data in ${file}`)
  return iconData(path.join(path.dirname(file), target[1]))
}

export async function sprite() {
  const symbols = []
  for (const name of iconNames()) {
    const __iconData = await iconData(path.join(root, "node_modules/lucide-react/dist/esm/icons", `${kebab(name)}.mjs`))
    const shapes = __iconData.node
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${escape(value)}"`)
          .join(" ")
        return `<${tag} ${attrs}/>`
      })
      .join("")
    symbols.push(`<symbol id="${kebab(name)}" viewBox="0 0 24 24">${shapes}</symbol>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(path.join(root, "static/icons.svg"), await sprite())
  console.log("static/icons.svg written")
}
