import { frenchTypography, inFrenchTypography, quoted } from "../src/lib/french-typography"

const show = (text: string) => text.replace(/\u00a0/g, "[nbsp]").replace(/\u202f/g, "[nnbsp]")

describe("French typography, put in by the site", () => {
  it("sets a narrow no-break space before ; ! ? » and after «, a no-break one before :", () => {
    expect(show(frenchTypography("Besoin d'aide ? Appelez ; c'est « simple » : voilà !"))).toBe(
      "Besoin d'aide[nnbsp]? Appelez[nnbsp]; c'est «[nnbsp]simple[nnbsp]»[nbsp]: voilà[nnbsp]!",
    )
  })

  it("binds a number to its unit, and leaves a word that starts like a unit alone", () => {
    expect(show(frenchTypography("de 8 h à 21 h, 10 mg, 15 %, 50 $, 2 habitudes, 3 minutes"))).toBe(
      "de 8[nbsp]h à 21[nbsp]h, 10[nbsp]mg, 15[nbsp]%, 50[nbsp]$, 2 habitudes, 3 minutes",
    )
  })

  it("turns English quotation marks into French ones", () => {
    expect(show(frenchTypography("« déjà » et “ceci”"))).toBe("«[nnbsp]déjà[nnbsp]» et «[nnbsp]ceci[nnbsp]»")
  })

  it("changes no space it did not find: addresses, times and a text already right stay as they are", () => {
    for (const text of ["https://www.ontario.ca/page?x=1", "8:00", "{phone}", "24/7", "Appelez\u202f!"])
      expect(frenchTypography(text)).toBe(text)
    const once = frenchTypography("Pourquoi ? « Oui » : 10 mg")
    expect(frenchTypography(once)).toBe(once)
  })

  it("reaches every string of a French file, in groups and lists, and nothing else", () => {
    expect(show(JSON.stringify(inFrenchTypography({ a: "Oui ?", b: ["10 mg"], c: { d: 2, e: true } })))).toBe(
      show(JSON.stringify({ a: "Oui\u202f?", b: ["10\u00a0mg"], c: { d: 2, e: true } })),
    )
  })

  it("quotes in the language's own marks", () => {
    expect(show(quoted("Merci", "fr"))).toBe("«[nnbsp]Merci[nnbsp]»")
    expect(quoted("Thanks", "en")).toBe("“Thanks”")
  })
})
