import { analyticsClick, type TrackedLinks } from "../src/lib/analytics-clicks"

const links: TrackedLinks = {
  phoneHrefs: ["tel:+18442227200"],
  loginUrls: ["https://portal.clinic.example/login"],
  signupUrls: ["https://portal.clinic.example/signup"],
}

const page = `
  <header><a href="tel:+18442227200"><svg><path></path></svg>1-844-222-7200</a>
    <a href="https://portal.clinic.example/login">Patient Login</a><a href="https://portal.clinic.example/signup">Sign Up</a>
  </header>
  <main>
    <p>Call <a href="tel:+18442227200">us</a>, or <a href="https://portal.clinic.example/signup">Sign Up Now</a>.</p>
    <aside><address><a href="tel:+18442227200">1-844-222-7200</a></address></aside>
    <aside>In crisis? Call <a href="tel:988">988</a> or <a href="tel:911">911</a>.</aside>
    <a href="/how-it-works">How it works</a>
    <label>Phone <input name="phone" type="tel" value="416-555-0199"></label>
  </main>
  <section aria-label="Notifications"><div role="alert">Failed. Call <a href="tel:+18442227200">us</a>.</div></section>
  <footer><address>1 Lakeshore Road</address><a href="tel:+18442227200">1-844-222-7200</a></footer>`

const clickOn = (selector: string, index = 0) => analyticsClick(document.querySelectorAll(selector)[index], links)

beforeEach(() => {
  document.body.innerHTML = page
})

describe("clicks analysts can act on", () => {
  it("a tap on the clinic's phone is click_to_call, saying where on the page", () => {
    const calls = [...document.querySelectorAll('a[href="tel:+18442227200"]')].map((link) => analyticsClick(link, links))
    expect(calls).toEqual(
      ["header", "body", "contact_card", "toast", "footer"].map((where) => ["click_to_call", { link_location: where }]),
    )
  })

  it("counts a tap on the icon inside the link as one on the link", () => {
    expect(clickOn("header svg path")).toEqual(["click_to_call", { link_location: "header" }])
  })

  it("portal links are clicks named apart from the portal's own login and sign_up, also once gtag's linker has added its parameter", () => {
    expect(clickOn('a[href$="/login"]')).toEqual(["portal_login_click", { link_location: "header" }])
    expect(clickOn('a[href$="/signup"]', 1)).toEqual(["portal_sign_up_click", { link_location: "body" }])
    const login = document.querySelector('a[href$="/login"]')!
    login.setAttribute("href", "https://portal.clinic.example/login?_gl=1*1x2y3z")
    expect(analyticsClick(login, links)).toEqual(["portal_login_click", { link_location: "header" }])
  })

  it("ignores crisis lines, 911, other links, form fields and the page itself", () => {
    expect(clickOn('a[href="tel:988"]')).toBeNull()
    expect(clickOn('a[href="tel:911"]')).toBeNull()
    expect(clickOn('a[href="/how-it-works"]')).toBeNull()
    expect(clickOn('input[name="phone"]')).toBeNull()
    expect(analyticsClick(document, links)).toBeNull()
    expect(analyticsClick(null, links)).toBeNull()
  })
})
