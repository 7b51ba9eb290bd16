import { buildTypeDefinitions, graphqlFieldType, graphqlObjectName } from "../gatsby/content/graphql-types"

describe("the GraphQL types made from the content model", () => {
  it("maps each kind of field to its GraphQL type, required unless the model says optional", () => {
    expect(graphqlFieldType({ kind: "string" })).toBe("String!")
    expect(graphqlFieldType({ kind: "string", optional: true })).toBe("String")
    expect(graphqlFieldType({ kind: "int" })).toBe("Int!")
    expect(graphqlFieldType({ kind: "float" })).toBe("Float!")
    expect(graphqlFieldType({ kind: "boolean" })).toBe("Boolean!")
    expect(graphqlFieldType({ kind: "date" })).toBe("Date!")
    expect(graphqlFieldType({ kind: "phone" })).toBe("ContentPhone!")
    expect(graphqlFieldType({ kind: "image" })).toBe("File!")
    expect(graphqlFieldType({ kind: "object", type: "Hero", optional: true })).toBe("ContentHero")
  })

  it("types a list's items as required even when the items' spec says optional", () => {
    expect(graphqlFieldType({ kind: "list", of: { kind: "string", optional: true } })).toBe("[String!]!")
    expect(graphqlFieldType({ kind: "list", of: { kind: "object", type: "Faq" }, optional: true })).toBe("[ContentFaq!]")
  })

  it("prefixes the model's object types so they never clash with Gatsby's own", () => {
    expect(graphqlObjectName("File")).toBe("ContentFile")
  })

  const types = buildTypeDefinitions()
  const type = (name: string) => {
    const found = types.find((candidate) => candidate.name === name)
    if (!found) throw new Error(`no type ${name}`)
    return found
  }

  it("declares each YAML node type as a Node whose fields are never inferred from the data", () => {
    expect(type("SiteYaml")).toMatchObject({ interfaces: ["Node"], extensions: { infer: false } })
    expect(type("ContentHero").interfaces).toBeUndefined()
  })

  it("formats dates, links images to their file by path under data/, and derives the phone's forms", () => {
    expect(type("ContentCounselApproval").fields.date).toEqual({ type: "Date!", extensions: { dateformat: {} } })
    expect(type("ContentHeroImage").fields.src).toEqual({ type: "File!", extensions: { link: { by: "relativePath" } } })
    const phone = type("SiteYaml").fields.phone
    expect(phone.type).toBe("ContentPhone!")
    expect(phone.resolve?.({ phone: "905-555-0100" })).toEqual({
      display: "905-555-0100",
      href: "tel:+19055550100",
      e164: "+19055550100",
    })
    expect(type("ContentHero").fields.title).toEqual({ type: "String!" })
  })

  it("writes the opening hours in the words of the file's language, for the pages to show as they are", () => {
    const hoursText = type("SiteYaml").fields.hoursText
    const hours = [{ days: ["Monday", "Tuesday", "Wednesday"], opens: "08:00", closes: "21:30" }]
    expect(hoursText.type).toBe("[String!]!")
    expect(hoursText.resolve?.({ hours })).toEqual(["Monday to Wednesday 8:00 AM to 9:30 PM"])
    expect(hoursText.resolve?.({ hours, language: "fr" })).toEqual(["du lundi au mercredi, de 8\u00a0h à 21\u00a0h\u00a030"])
  })
})
