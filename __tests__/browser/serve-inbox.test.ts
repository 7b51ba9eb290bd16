import { type ChildProcess, spawn } from "child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync } from "fs"
import os from "os"
import path from "path"
import { freePort } from "../../scripts/free-port"

const root = path.resolve(__dirname, "..", "..")

/** `tsx scripts/serve.ts` as `npm start` runs it, with the given environment; resolves with what it printed. */
const startServe = async (env: Record<string, string>) => {
  const port = await freePort()
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("GATSBY_EMAILJS")))
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "scripts/serve.ts")], {
    env: { ...clean, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  let output = ""
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      if (/leads from the contact form/i.test(output)) resolve()
    })
    child.once("exit", (code) => reject(new Error(`serve.ts exited with ${code}: ${output}`)))
  })
  return { child, output, origin: `http://127.0.0.1:${port}` }
}

const validBody = {
  lib_version: "4.4.1",
  user_id: "local-inbox",
  service_id: "local-inbox",
  template_id: "local-inbox",
  template_params: {
    from_name: "Jane Doe",
    from_email: "jane@example.com",
    phone_number: "416-555-1234",
    message: "No message provided",
    to_email: "",
  },
}

const post = (origin: string, body: string) =>
  fetch(`${origin}/api/v1.0/email/send`, { method: "POST", headers: { "Content-Type": "application/json" }, body })

// Each test starts a node process; the machine is shared.
jest.setTimeout(20_000)

describe("npm start's local inbox (scripts/serve.ts)", () => {
  let dir: string
  let inbox: string
  let child: ChildProcess | undefined

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "leads-"))
    inbox = path.join(dir, "inbox", "leads.jsonl")
  })
  afterEach(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve))
      child.kill()
      await exited
    }
    child = undefined
    rmSync(dir, { recursive: true, force: true })
  })

  it("with no EmailJS keys, prints the inbox path and appends each valid lead as one JSON line", async () => {
    const served = await startServe({ LEADS_INBOX: inbox })
    child = served.child
    expect(served.output).toContain(inbox)
    const response = await post(served.origin, JSON.stringify(validBody))
    expect(response.status).toBe(200)
    await expect(response.text()).resolves.toBe("OK")
    await post(
      served.origin,
      JSON.stringify({ ...validBody, template_params: { ...validBody.template_params, from_name: "Sam Lee" } }),
    )
    const lines = readFileSync(inbox, "utf8").trimEnd().split("\n")
    expect(lines).toHaveLength(2)
    expect(JSON.parse(lines[0])).toEqual({ received_at: expect.any(String), ...validBody.template_params })
    expect(JSON.parse(lines[1]).from_name).toBe("Sam Lee")
  })

  it.each([
    ["not JSON", "from_name=Jane"],
    ["a missing template param", JSON.stringify({ ...validBody, template_params: { from_name: "Jane" } })],
    [
      "a template param that is not a string",
      JSON.stringify({ ...validBody, template_params: { ...validBody.template_params, message: 1 } }),
    ],
    ["an extra template param", JSON.stringify({ ...validBody, template_params: { ...validBody.template_params, x: "y" } })],
    ["a missing service id", JSON.stringify({ ...validBody, service_id: undefined })],
    ["an empty user id", JSON.stringify({ ...validBody, user_id: "" })],
    ["an unknown field", JSON.stringify({ ...validBody, extra: true })],
    ["an array", JSON.stringify([validBody])],
    [
      "a body too large for a lead",
      JSON.stringify({ ...validBody, template_params: { ...validBody.template_params, message: "x".repeat(70_000) } }),
    ],
  ])("answers 400 to %s and writes nothing", async (_, body) => {
    const served = await startServe({ LEADS_INBOX: inbox })
    child = served.child
    const response = await post(served.origin, body)
    expect(response.status).toBe(400)
    expect(existsSync(inbox)).toBe(false)
  })

  it("with EmailJS keys, has no inbox: the build sends to EmailJS", async () => {
    const served = await startServe({
      LEADS_INBOX: inbox,
      GATSBY_EMAILJS_PUBLIC_KEY: "pk",
      GATSBY_EMAILJS_SERVICE_ID: "svc",
      GATSBY_EMAILJS_TEMPLATE_ID: "tpl",
    })
    child = served.child
    expect(served.output).not.toContain(inbox)
    const response = await post(served.origin, JSON.stringify(validBody))
    expect(response.status).toBe(404)
    expect(existsSync(inbox)).toBe(false)
  })
})
