import { messageNotSentTitle } from "./routes"
import { BASE_URL, url } from "./support/browser"

describe("the local server (npm start)", () => {
  it("serves each route at its path, without a trailing slash", async () => {
    const response = await fetch(url("/services/consultation"))
    expect(response.status).toBe(200)
    expect(await response.text()).toContain("<h1")
  })

  it("redirects a trailing slash to the route", async () => {
    const response = await fetch(url("/contact/?from=ad"), { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe("/contact?from=ad")
  })

  it("answers the lead form's native POST with 303 to the page that says it was not sent, logging none of it", async () => {
    const logged = jest.spyOn(console, "log")
    const errors = jest.spyOn(console, "error")
    const response = await fetch(url("/message-not-sent"), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Jane+Leak&email=jane.leak%40example.com&phone=416-555-0199&message=",
      redirect: "manual",
    })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("/message-not-sent")
    const page = await fetch(url("/message-not-sent"))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(messageNotSentTitle)
    expect([...logged.mock.calls, ...errors.mock.calls].flat().join(" ")).not.toMatch(/jane/i)
  })

  it("answers an unknown path with status 404 and the not-found page", async () => {
    const response = await fetch(`${BASE_URL}/no-such-page`)
    expect(response.status).toBe(404)
    expect(await response.text()).toContain("Oops! Page not found")
  })

  it("compresses pages and scripts with gzip for a browser that accepts it, as nginx does", async () => {
    const page = await fetch(url("/"), { headers: { "Accept-Encoding": "gzip" } })
    expect(page.headers.get("content-encoding")).toBe("gzip")
    expect(await page.text()).toContain("<h1")
    const script = (await (await fetch(url("/"))).text()).match(/\/app-[\w]+\.js/)?.[0]
    expect(script).toBeDefined()
    const scriptResponse = await fetch(url(script!), { headers: { "Accept-Encoding": "gzip" } })
    expect(scriptResponse.headers.get("content-encoding")).toBe("gzip")
  })
})
