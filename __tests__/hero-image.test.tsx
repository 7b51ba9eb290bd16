import { screen } from "@testing-library/react"
import { getImageData, type IGatsbyImageData } from "gatsby-plugin-image"

import { validateDataFile } from "../gatsby/checks/entry-validation"
import Hero from "../src/components/sections/hero"
import { type Entry, loadEntries } from "./support/data"
import { renderScreen } from "./support/render"

// No page has a hero image yet (none is licensed); this fixture is the image data gatsby-transformer-sharp returns for
// `gatsbyImageData(layout: CONSTRAINED, width: 560, formats: [AUTO, WEBP, AVIF])`, built by gatsby-plugin-image itself.
const fixture: IGatsbyImageData = getImageData({
  baseUrl: "/static/hero.jpg",
  // "auto" is the source file's own format, a JPEG here
  urlBuilder: ({ width, format }) => `/static/hero-${width}.${format === "auto" ? "jpg" : format}`,
  sourceWidth: 1200,
  sourceHeight: 800,
  width: 560,
  layout: "constrained",
  formats: ["auto", "webp", "avif"],
  pluginName: "hero-image-test",
})
const image = { alt: "A clinician on a video call", src: { childImageSharp: { gatsbyImageData: fixture } } }

describe("hero image", () => {
  it("shows the image with its alt text, its width and height reserved before it loads", () => {
    renderScreen(<Hero title="Title" description="Text" image={image} />)
    const img = screen.getByRole("img", { name: image.alt })
    expect(img).toHaveAttribute("width", "560")
    expect(img).toHaveAttribute("height", String(Math.round((560 * 800) / 1200)))
    expect(img).toHaveAttribute("srcset", expect.stringContaining("560w"))
    expect(img).not.toHaveAttribute("loading", "lazy")
  })

  it("offers AVIF and WebP in every width, the original format as the fallback", () => {
    const { container } = renderScreen(<Hero title="Title" description="Text" image={image} />)
    const sources = [...container.querySelectorAll("picture source")]
    expect(sources.map((source) => source.getAttribute("type")).sort()).toEqual(["image/avif", "image/webp"])
    for (const source of sources) expect(source.getAttribute("srcset")).toMatch(/560w[\s\S]*1120w/)
    expect(screen.getByRole("img")).toHaveAttribute("src", expect.stringMatching(/\.jpg$/))
  })

  it("leaves the hero as text alone when the entry has no image", () => {
    const { container } = renderScreen(<Hero title="Title" description="Text" image={null} />)
    expect(container.querySelector("picture, img")).toBeNull()
  })
})

describe("hero image in YAML", () => {
  const page = loadEntries<Entry>("pages")[0]
  const file = `pages/${page.slug}.en.yaml`
  const withImage = (image: unknown) => ({ ...page, hero: { ...(page.hero as object), image } })
  const label = `data/${file}`

  it("requires alt text whenever an image is set", () => {
    expect(validateDataFile(file, withImage({ src: "../static/images/logo.png" }))).toContain(
      `${label}: missing required field "hero.image.alt"`,
    )
  })

  it("names a missing file or one that is not an image", () => {
    expect(validateDataFile(file, withImage({ src: "images/missing.jpg", alt: "x" }))).toEqual([
      `${label}: "hero.image.src" names data/images/missing.jpg, which does not exist`,
    ])
    expect(validateDataFile(file, withImage({ src: "cities.yaml", alt: "x" }))).toEqual([
      `${label}: "hero.image.src" must name a .jpg, .png, .webp or .avif file under data/, like images/hero.jpg`,
    ])
  })
})
