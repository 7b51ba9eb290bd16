// Renders the logo and the 1200x630 share image, one in each language, from SVG with sharp. Run by hand when the brand
// or the share image's words (scripts/share-image-words.ts) change: npx tsx scripts/make-brand-images.mts
import sharp from "sharp"

import { SHARE_IMAGE_WORDS, type ShareImageWords } from "./share-image-words.ts"

const blue = "#0b5cad"
const dark = "#084481"
const pulse = `<path d="M -60 0 h 40 l 20 -50 l 30 100 l 25 -70 l 15 20 h 40" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${blue}"/>
  <path d="M256 430 C 120 330 70 260 70 190 C 70 130 115 90 170 90 C 210 90 240 112 256 140 C 272 112 302 90 342 90 C 397 90 442 130 442 190 C 442 260 392 330 256 430 Z" fill="${dark}"/>
  <g transform="translate(256 250) scale(1.6)">${pulse}</g>
</svg>`

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;")

/** A line of the share image in DejaVu Sans (what the image's words were measured in), bold or not. */
const text = (words: string, at: string, size: number, bold: boolean, fill: string) =>
  `<text ${at} font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}"${bold ? ` font-weight="700"` : ""} fill="${fill}">${escape(words)}</text>`

/** The width in pixels of the words' ink at this size, as sharp draws them: rendered alone, then trimmed. */
async function inkWidth(words: string, size: number, bold: boolean): Promise<number> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="${size * 3}">${text(words, `x="100" y="${size * 2}"`, size, bold, "#000")}</svg>`
  const { info } = await sharp(Buffer.from(svg)).trim().png().toBuffer({ resolveWithObject: true })
  return info.width
}

/** Where the text starts; a line may run to as near the right edge (1200 px) as this. */
const MARGIN = 80
const ROOM = 1200 - 2 * MARGIN
/** The button: 360 px wide unless its words need more, with at least this much space either side of them. */
const BUTTON = { width: 360, padding: 24, size: 30 }

/** The largest size up to `size`, in steps of 2 px, at which the words fit the room (a French line runs longer). */
async function fitted(words: string, size: number, bold: boolean): Promise<number> {
  while ((await inkWidth(words, size, bold)) > ROOM) size -= 2
  return size
}

/** One template for both languages: the words change; sizes shrink and the button widens only where words need it. */
async function shareImage({ name, lines: [first, second], button }: ShareImageWords): Promise<string> {
  const nameSize = await fitted(name, 64, true)
  const lineSize = Math.min(await fitted(first, 38, false), await fitted(second, 38, false))
  const buttonInk = await inkWidth(button, BUTTON.size, true)
  const buttonWidth = Math.max(BUTTON.width, 2 * Math.ceil(buttonInk / 2 + BUTTON.padding))
  if (buttonWidth > ROOM) throw new Error(`"${button}" is too long for the share image's button`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${blue}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="1100" cy="560" r="180" fill="#ffffff" opacity="0.06"/>
  <g transform="translate(140 150) scale(0.9)">${pulse}</g>
  ${text(name, `x="${MARGIN}" y="290"`, nameSize, true, "#fff")}
  ${text(first, `x="${MARGIN}" y="370"`, lineSize, false, "#e8f1fb")}
  ${text(second, `x="${MARGIN}" y="425"`, lineSize, false, "#e8f1fb")}
  <rect x="${MARGIN}" y="480" width="${buttonWidth}" height="70" rx="35" fill="#fff"/>
  ${text(button, `x="${MARGIN + buttonWidth / 2}" y="527" text-anchor="middle"`, BUTTON.size, true, dark)}
</svg>`
}

await sharp(Buffer.from(logo)).png().toFile("static/images/logo.png")
await sharp(Buffer.from(logo)).resize(180, 180).png().toFile("static/apple-touch-icon.png")
await sharp(Buffer.from(logo)).resize(48, 48).png().toFile("static/favicon.png")
for (const words of Object.values(SHARE_IMAGE_WORDS))
  await sharp(Buffer.from(await shareImage(words)))
    .png({ compressionLevel: 9 })
    .toFile(`static/${words.file}`)
const shares = Object.values(SHARE_IMAGE_WORDS).map((words) => `static/${words.file}`)
console.log(`wrote static/images/logo.png, ${shares.join(", ")}, static/favicon.png, static/apple-touch-icon.png`)
