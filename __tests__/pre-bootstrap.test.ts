import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "fs"
import os from "os"
import path from "path"

import { COMMAND_ENV, SAVED_STATE_DIR } from "../gatsby/internals"
import { onPreBootstrap } from "../gatsby/node/pre-bootstrap"
import { sampleContent } from "./support/sampled-content"

const ROOT = path.resolve(__dirname, "..")

/**
 * A site directory whose src/ and static/ are this checkout's and data/ a copy of one entry of each kind (the content
 * check it runs reads every entry: issue 60), with a saved Gatsby state in .cache/redux.
 */
function siteWithSavedState() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pre-bootstrap-"))
  cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true })
  sampleContent(path.join(dir, "data"))
  for (const name of ["src", "static"]) symlinkSync(path.join(ROOT, name), path.join(dir, name))
  mkdirSync(path.join(dir, SAVED_STATE_DIR), { recursive: true })
  return dir
}

const reporter = { panicOnBuild: jest.fn() }
const run = () => (onPreBootstrap as (args: unknown) => Promise<void>)({ reporter })

describe("a build that fails after the content check", () => {
  const cwd = process.cwd()
  const command = process.env[COMMAND_ENV]
  let dir: string
  let exitListeners: NodeJS.ExitListener[]
  beforeEach(() => {
    exitListeners = process.listeners("exit")
    dir = siteWithSavedState()
    process.chdir(dir)
    process.env[COMMAND_ENV] = "build"
  })
  afterEach(() => {
    process.chdir(cwd)
    process.env[COMMAND_ENV] = command
    for (const listener of process.listeners("exit")) if (!exitListeners.includes(listener)) process.off("exit", listener)
    rmSync(dir, { recursive: true, force: true })
  })

  it("drops Gatsby's saved state, so the next build starts from a clean cache", async () => {
    await run()
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    process.emit("exit", 1)
    expect(existsSync(path.join(dir, SAVED_STATE_DIR))).toBe(false)
  })

  it("keeps it when the build succeeds", async () => {
    await run()
    process.emit("exit", 0)
    expect(existsSync(path.join(dir, SAVED_STATE_DIR))).toBe(true)
  })
})
