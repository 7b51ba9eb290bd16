// The editor tests' way to the backend (editorContext): the page's calls to the built editor's backend address are
// fetched from the test's decap-server. decap-server closes a connection left idle for 5 s (Node's keepAliveTimeout);
// a call sent on such a connection as it closes is refused, and a browser sends it again on a new one. CI failed
// cms-workflow on this once ("request failed: http://localhost:8081/api/v1", net::ERR_FAILED).
import { createServer, type Server } from "http"
import type { AddressInfo } from "net"

import type { Browser } from "playwright-core"

import { launchBrowser } from "./support/browser"
import { BUILT_BACKEND_URL, editorContext, watchProblems } from "./support/editor"

let browser: Browser
let server: Server
let answered = 0
beforeAll(async () => {
  browser = await launchBrowser()
  // A backend whose connections take one call each: a second call on a kept connection finds it closed, the race above
  // made certain.
  server = createServer((request, response) => {
    const socket = request.socket as typeof request.socket & { calls?: number }
    socket.calls = (socket.calls ?? 0) + 1
    if (socket.calls > 1) return void socket.destroy()
    request.resume().on("end", () => {
      answered += 1
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ answer: answered }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
})
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

it("gets the editor's calls answered when the backend closed the connection they were sent on", async () => {
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`
  const context = await editorContext(browser, { dir: "", apiUrl, stop: () => undefined })
  const origin = new URL(BUILT_BACKEND_URL).origin
  await context.route(`${origin}/`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>editor</title>" }),
  )
  const page = await context.newPage()
  const problems = watchProblems(page)
  await page.goto(`${origin}/`)
  const answers = await page.evaluate(async (address) => {
    const call = () => fetch(address, { method: "POST", body: "{}" }).then((response) => response.json())
    return [await call(), await call(), await call()]
  }, BUILT_BACKEND_URL)
  expect(answers).toEqual([{ answer: 1 }, { answer: 2 }, { answer: 3 }])
  expect(problems).toEqual([])
  await context.close()
})
