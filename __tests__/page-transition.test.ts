import { alwaysStartsAtTop, fadeOutDestination } from "../src/lib/page-transition"

const here = new URL("https://lakeshore.example/services")

const linkClick = (attributes: Record<string, string>, click: Partial<Parameters<typeof fadeOutDestination>[0]> = {}) => {
  const link = document.createElement("a")
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
  const label = document.createElement("span")
  link.append(label)
  document.body.append(link)
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: label,
    ...click,
  }
}

describe("which clicks fade the page out before going on", () => {
  it("fades out for a plain click on a link to another page of the site, keeping its query and hash", () => {
    expect(fadeOutDestination(linkClick({ href: "/how-it-works?from=nav#booking" }), here)).toBe("/how-it-works?from=nav#booking")
  })

  it("leaves a click that opens a new tab or window, or downloads, to the browser", () => {
    for (const modifier of ["metaKey", "ctrlKey", "shiftKey", "altKey"])
      expect(fadeOutDestination(linkClick({ href: "/contact" }, { [modifier]: true }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "/contact" }, { button: 1 }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "/contact", target: "_blank" }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "/guide.pdf", download: "" }), here)).toBeNull()
  })

  it("does not fade for another site, a phone number, a hash on this page, or a click already handled", () => {
    expect(fadeOutDestination(linkClick({ href: "https://portal.example/login" }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "tel:+18442227200" }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "/services#faq" }), here)).toBeNull()
    expect(fadeOutDestination(linkClick({ href: "/contact" }, { defaultPrevented: true }), here)).toBeNull()
  })

  it("leaves a link that controls a part of this page to its own handler (Privacy choices opens the banner)", () => {
    expect(fadeOutDestination(linkClick({ href: "/privacy-policy", "aria-controls": "analytics-choices" }), here)).toBeNull()
  })

  it("ignores clicks outside links", () => {
    const button = document.createElement("button")
    expect(fadeOutDestination({ ...linkClick({ href: "/contact" }), target: button }, here)).toBeNull()
  })
})

describe("where a page starts on arrival", () => {
  it("starts /contact at the top every time, unless a hash names an anchor", () => {
    expect(alwaysStartsAtTop({ pathname: "/contact", hash: "" })).toBe(true)
    expect(alwaysStartsAtTop({ pathname: "/contact", hash: "#form" })).toBe(false)
  })

  it("leaves every other page to Gatsby's scroll restoration", () => {
    expect(alwaysStartsAtTop({ pathname: "/", hash: "" })).toBe(false)
    expect(alwaysStartsAtTop({ pathname: "/how-it-works", hash: "#booking" })).toBe(false)
  })
})
