import {
  type BusinessFacts,
  drug,
  faqPage,
  graph,
  howTo,
  medicalBusiness,
  medicalCondition,
  medicalService,
  medicalWebPage,
  serializeJsonLd,
} from "../src/lib/structured-data"
import { siteData } from "./support/data"

const site = siteData<BusinessFacts>()

describe("structured data", () => {
  it("describes the clinic with the Oakville office, the toll-free phone and the decided hours", () => {
    const business = medicalBusiness(site, ["Online Consultations"]) as unknown as Record<string, any>
    expect(business["@type"]).toBe("MedicalBusiness")
    expect(business.telephone).toBe(site.phone.e164)
    expect(business.address).toMatchObject({ addressLocality: "Oakville", addressRegion: "ON", addressCountry: "CA" })
    expect(business.geo).toMatchObject({ "@type": "GeoCoordinates" })
    expect(business.openingHoursSpecification).toEqual(
      site.hours.map((slot) =>
        expect.objectContaining({
          opens: slot.opens,
          closes: slot.closes,
          dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
        }),
      ),
    )
    expect(business.hasOfferCatalog.itemListElement[0].itemOffered.name).toBe("Online Consultations")
  })

  it("describes a drug with its class, route and ingredient, and the conditions it is used for", () => {
    const result = drug({
      path: "/medications/cialis",
      name: "Cialis",
      description: "d",
      drugClass: "PDE5 inhibitor",
      activeIngredient: "tadalafil",
      relatedConditions: ["Erectile dysfunction", "Benign prostatic hyperplasia"],
      prescriptionOnly: true,
    }) as unknown as Array<Record<string, any>>
    expect(result[0]).toMatchObject({
      "@type": "Drug",
      administrationRoute: "Oral",
      activeIngredient: "tadalafil",
      drugClass: { "@type": "DrugClass", name: "PDE5 inhibitor" },
      prescriptionStatus: "https://schema.org/PrescriptionOnly",
    })
    expect(result.slice(1)).toEqual([
      { "@type": "MedicalCondition", name: "Erectile dysfunction", drug: { "@id": result[0]["@id"] } },
      { "@type": "MedicalCondition", name: "Benign prostatic hyperplasia", drug: { "@id": result[0]["@id"] } },
    ])
  })

  it("marks a drug sold without prescription as over the counter, by the route its entry gives", () => {
    const [entity] = drug({
      path: "/medications/ibuprofen",
      name: "Ibuprofen",
      description: "d",
      drugClass: "NSAID",
      administrationRoute: "Topical",
      activeIngredient: "ibuprofen",
      relatedConditions: [],
      prescriptionOnly: false,
    }) as unknown as Array<Record<string, any>>
    expect(entity).toMatchObject({ administrationRoute: "Topical", prescriptionStatus: "https://schema.org/OTC" })
  })

  it("lists exactly the FAQs given, as questions with accepted answers", () => {
    const result = faqPage("/", [{ question: "Q?", answer: "A." }]) as unknown as Record<string, any>
    expect(result.mainEntity).toEqual([{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }])
  })

  it("gives the how-to the total it is given and numbered steps that link to their anchors", () => {
    const result = howTo({
      name: "n",
      description: "d",
      path: "/how-it-works",
      steps: [{ title: "Create an Account", description: "x", anchor: "signup" }],
      totalTime: "PT37M",
    }) as unknown as Record<string, any>
    expect(result.totalTime).toBe("PT37M")
    expect(result.step[0]).toMatchObject({
      position: 1,
      name: "Create an Account",
      url: "https://www.lakeshorevirtualclinic.ca/how-it-works#signup",
    })
  })

  it("builds the service, condition and web page entities", () => {
    expect(
      medicalService({ path: "/services/referral", name: "Referrals", description: "d", serviceType: "Referral" }),
    ).toMatchObject({
      "@type": "Service",
      provider: { "@id": "https://www.lakeshorevirtualclinic.ca/#clinic" },
    })
    expect(
      medicalCondition({
        path: "/conditions/acne",
        name: "Acne",
        description: "d",
        symptoms: ["Pimples"],
        treatments: ["Topicals"],
      }),
    ).toMatchObject({
      "@type": "MedicalCondition",
      signOrSymptom: [{ "@type": "MedicalSignOrSymptom", name: "Pimples" }],
    })
    expect(
      medicalWebPage({ path: "/", name: "Home", description: "d", lastReviewed: "2026-11-15", siteName: "S" }),
    ).toMatchObject({
      "@type": "MedicalWebPage",
      url: "https://www.lakeshorevirtualclinic.ca/",
      lastReviewed: "2026-11-15",
    })
    expect(
      medicalWebPage({
        path: "/conditions/acne",
        name: "Acne",
        description: "d",
        lastReviewed: "2026-11-15",
        reviewedBy: { name: "Dr. R. Viewer", credentials: "MD" },
        siteName: "S",
      }),
    ).toMatchObject({
      lastReviewed: "2026-11-15",
      reviewedBy: { "@type": "Person", name: "Dr. R. Viewer", honorificSuffix: "MD" },
    })
  })

  it("serializes to JSON that cannot close its script element", () => {
    const json = serializeJsonLd(graph([{ "@type": "Thing", name: "</script><b>" } as never]))
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json)["@graph"][0].name).toBe("</script><b>")
  })
})
