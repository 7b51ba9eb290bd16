import {
  analyticsCookieNames,
  choiceRecord,
  CONSENT_LIFETIME_MS,
  CONSENT_STORAGE_KEY,
  cookieDomains,
  storedChoice,
} from "../src/lib/analytics-consent"

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === CONSENT_STORAGE_KEY ? value : null) })

describe("the visitor's stored choice about analytics", () => {
  const now = Date.UTC(2026, 10, 24)

  it("is the choice saved within the last twelve months", () => {
    expect(storedChoice(storageWith(choiceRecord("granted", now - 1000)), now, false)).toBe("granted")
    expect(storedChoice(storageWith(choiceRecord("denied", now)), now, false)).toBe("denied")
  })

  it("is none once a year has passed, or when saved in the future, or when not a choice", () => {
    expect(storedChoice(storageWith(choiceRecord("granted", now - CONSENT_LIFETIME_MS)), now, false)).toBeUndefined()
    expect(storedChoice(storageWith(choiceRecord("granted", now + 1)), now, false)).toBeUndefined()
    expect(storedChoice(storageWith(JSON.stringify({ choice: "maybe", at: now })), now, false)).toBeUndefined()
    expect(storedChoice(storageWith(JSON.stringify({ choice: "granted", at: String(now) })), now, false)).toBeUndefined()
  })

  it("is none when nothing or something unreadable is stored, or there is no storage", () => {
    expect(storedChoice(storageWith(null), now, false)).toBeUndefined()
    expect(storedChoice(storageWith("{not json"), now, false)).toBeUndefined()
    expect(storedChoice(undefined, now, false)).toBeUndefined()
  })

  it("is a refusal when the browser sends Global Privacy Control and nothing fresh is saved, the saved choice otherwise", () => {
    expect(storedChoice(storageWith("{not json"), now, true)).toBe("denied")
    expect(storedChoice(storageWith(choiceRecord("granted", now)), now, true)).toBe("granted")
  })
})

describe("Google Analytics' cookies", () => {
  it("are _ga, _ga_<id>, _gid and _gat, and no other cookie", () => {
    expect(analyticsCookieNames("_ga=1; _ga_ABC=2;_gid=3; _gat=4; _gatsby=5; session=6; x_ga=7")).toEqual([
      "_ga",
      "_ga_ABC",
      "_gid",
      "_gat",
    ])
  })

  it("may have been set on the host and each parent domain but the top-level one", () => {
    expect(cookieDomains("www.lakeshorevirtualclinic.ca")).toEqual([
      "www.lakeshorevirtualclinic.ca",
      ".lakeshorevirtualclinic.ca",
    ])
    expect(cookieDomains("a.b.example.ca")).toEqual(["a.b.example.ca", ".b.example.ca", ".example.ca"])
    expect(cookieDomains("localhost")).toEqual(["localhost"])
  })
})
