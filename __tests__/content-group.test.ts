import { contentOfRoute, NOT_FOUND_CONTENT } from "../src/lib/content-group"
import { routeIn } from "../src/lib/language"

describe("the content group and id analytics reports a page under", () => {
  it("names each kind of page, and gives an entry's page its English slug as id", () => {
    expect(contentOfRoute("/")).toEqual({ content_group: "home", content_id: "home" })
    expect(contentOfRoute("/conditions/anxiety")).toEqual({ content_group: "condition", content_id: "anxiety" })
    expect(contentOfRoute("/medications/viagra")).toEqual({ content_group: "medication", content_id: "viagra" })
    expect(contentOfRoute("/services/mental-health")).toEqual({ content_group: "service", content_id: "mental-health" })
    expect(contentOfRoute("/locations/toronto")).toEqual({ content_group: "city", content_id: "toronto" })
    expect(contentOfRoute("/contact")).toEqual({ content_group: "contact", content_id: "contact" })
    expect(contentOfRoute("/how-it-works")).toEqual({ content_group: "how_it_works", content_id: "how_it_works" })
    expect(contentOfRoute("/message-not-sent")).toEqual({ content_group: "message_not_sent", content_id: "message_not_sent" })
    expect(contentOfRoute("/privacy-policy")).toEqual({ content_group: "legal", content_id: "privacy-policy" })
    expect(NOT_FOUND_CONTENT.content_group).toBe("not_found")
  })

  it("tells a list from its entries", () => {
    expect(contentOfRoute("/conditions")).toEqual({ content_group: "condition_list", content_id: "condition_list" })
    expect(contentOfRoute("/medications/")).toEqual({ content_group: "medication_list", content_id: "medication_list" })
    expect(contentOfRoute("/services")).toEqual({ content_group: "service_list", content_id: "service_list" })
  })

  it("is the same for a page and its French twin, read from the English route both share", () => {
    // Seo is given the English route on both twins: the French address never reaches this function.
    expect(routeIn("/conditions/anxiety", "fr")).not.toBe("/conditions/anxiety")
    expect(contentOfRoute("/conditions/anxiety")).toEqual(contentOfRoute("/conditions/anxiety/"))
  })
})
