import { findMatchPath } from "gatsby-find-path"

import { claimNotFoundAddress, releaseNotFoundAddress } from "../src/lib/not-found-address"

describe("an unknown French address at Gatsby's start-up", () => {
  afterEach(releaseNotFoundAddress)

  it("is claimed by the French not-found page the server answered it with, until the first render is done", () => {
    claimNotFoundAddress("/fr/404.html", "/fr/medicaments/inconnu")
    expect(findMatchPath("/fr/medicaments/inconnu")).toBe("/fr/404.html")
    releaseNotFoundAddress()
    expect(findMatchPath("/fr/medicaments/inconnu")).toBeNull()
  })

  it("is claimed by no other page, and not when the not-found page is at its own address", () => {
    claimNotFoundAddress("/404.html", "/no-such-page")
    claimNotFoundAddress("/fr/contact", "/fr/contact")
    claimNotFoundAddress("/fr/404.html", "/fr/404.html")
    expect(findMatchPath("/fr/medicaments/inconnu")).toBeNull()
    expect(findMatchPath("/no-such-page")).toBeNull()
  })
})
