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

  // issue 59: "2 000 mg" broke across lines between "2" and "000", and "1 Mbit/s" before its unit
  it("binds the digit groups of a number, and a number to its unit, so a dose never breaks across lines", () => {
    expect(show(frenchTypography("2 000 mg, 1 000 000 $, 1 000 UI, 1 Mbit/s"))).toBe(
      "2[nbsp]000[nbsp]mg, 1[nbsp]000[nbsp]000[nbsp]$, 1[nbsp]000[nbsp]UI, 1[nbsp]Mbit/s",
    )
  })

  it("leaves numbers that are not digit groups apart: counts, a year beside a count, phone numbers", () => {
    for (const text of ["7 jours sur 7", "en 2026 100 patients", "1-800-668-6868", "de 1 à 3 jours", "12 1234"])
      expect(show(frenchTypography(text))).toBe(show(text))
  })

  it("writes three dots as one ellipsis", () => {
    expect(frenchTypography("Envoi en cours...")).toBe("Envoi en cours…")
  })

  it("turns English quotation marks into French ones", () => {
    expect(show(frenchTypography("« déjà » et “ceci”"))).toBe("«[nnbsp]déjà[nnbsp]» et «[nnbsp]ceci[nnbsp]»")
  })

  it("changes no space it did not find: addresses, times and a text already right stay as they are", () => {
    for (const text of ["https://www.ontario.ca/page?x=1", "8:00", "{phone}", "24/7", "Appelez\u202f!", "2\u00a0000\u00a0mg"])
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
