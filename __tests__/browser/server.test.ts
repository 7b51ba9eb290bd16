import { spawn } from "child_process"
import path from "path"

import { freePort } from "../../scripts/free-port"
import { messageNotSentTitle } from "./routes"
import { BASE_URL, url } from "./support/browser"
import env from "./support/test-env.json"

/**
 * `npm start`'s server (scripts/serve.ts) in a process of its own, with the test build's EmailJS keys (so no local
 * inbox), everything it prints kept: what it logs is heard from the server itself, not from this file's console.
 */
async function startOwnServer() {
  const port = await freePort()
  const child = spawn(process.execPath, ["--import", "tsx", path.resolve(__dirname, "../../scripts/serve.ts")], {
    env: { ...process.env, ...env.build, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  for (const stream of [child.stdout!, child.stderr!]) stream.on("data", (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", () => /leads from the contact form/i.test(output) && resolve())
    exited.then(() => reject(new Error(`scripts/serve.ts did not start:\n${output}`)))
  })
  return {
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    stop: () => (child.kill("SIGTERM"), exited),
  }
}

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
    const server = await startOwnServer()
    try {
      const response = await fetch(server.url("/message-not-sent"), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=Jane+Leak&email=jane.leak%40example.com&phone=416-555-0199&message=",
        redirect: "manual",
      })
      expect(response.status).toBe(303)
      expect(response.headers.get("location")).toBe("/message-not-sent")
      const page = await fetch(server.url("/message-not-sent"))
      expect(page.status).toBe(200)
      expect(await page.text()).toContain(messageNotSentTitle)
    } finally {
      await server.stop()
    }
    // Heard: the server's own start-up lines are in what was captured.
    expect(server.output()).toMatch(/is running on/)
    expect(server.output()).not.toMatch(/jane|416-555-0199/i)
  }, 30_000)

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
