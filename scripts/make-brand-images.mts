// Renders the logo and the 1200x630 share image from SVG with sharp. Run by hand when the brand changes:
// node scripts/make-brand-images.mjs
import sharp from "sharp"

const blue = "#0b5cad"
const dark = "#084481"
const pulse = `<path d="M -60 0 h 40 l 20 -50 l 30 100 l 25 -70 l 15 20 h 40" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${blue}"/>
  <path d="M256 430 C 120 330 70 260 70 190 C 70 130 115 90 170 90 C 210 90 240 112 256 140 C 272 112 302 90 342 90 C 397 90 442 130 442 190 C 442 260 392 330 256 430 Z" fill="${dark}"/>
  <g transform="translate(256 250) scale(1.6)">${pulse}</g>
</svg>`

const share = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${blue}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1040" cy="120" r="260" fill="#ffffff" opacity="0.06"/>
  <circle cx="1100" cy="560" r="180" fill="#ffffff" opacity="0.06"/>
  <g transform="translate(140 150) scale(0.9)">${pulse}</g>
  <text x="80" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff">Lakeshore Virtual Clinic</text>
  <text x="80" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#e8f1fb">Virtual doctor visits in Ontario</text>
  <text x="80" y="425" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#e8f1fb">covered by OHIP with your health card</text>
  <rect x="80" y="480" width="360" height="70" rx="35" fill="#fff"/>
  <text x="260" y="527" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" font-weight="700" fill="${dark}">Book Appointment</text>
</svg>`

await sharp(Buffer.from(logo)).png().toFile("static/images/logo.png")
await sharp(Buffer.from(logo)).resize(180, 180).png().toFile("static/apple-touch-icon.png")
await sharp(Buffer.from(logo)).resize(48, 48).png().toFile("static/favicon.png")
await sharp(Buffer.from(share)).png({ compressionLevel: 9 }).toFile("static/images/share.png")
console.log("wrote static/images/logo.png, static/images/share.png, static/favicon.png, static/apple-touch-icon.png")
