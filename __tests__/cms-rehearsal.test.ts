/**
 * @jest-environment node
 */
import { execFileSync } from "child_process"
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

import { branchHead, copyPublished } from "../scripts/cms-rehearsal"

describe("the review rehearsal's Publish", () => {
  let repo: string
  let checkout: string
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.invalid", ...args], { cwd: repo })
  const write = (dir: string, file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }

  beforeEach(() => {
    repo = mkdtempSync(path.join(tmpdir(), "rehearsal-repo-"))
    checkout = mkdtempSync(path.join(tmpdir(), "rehearsal-checkout-"))
    git("init", "--quiet", "--initial-branch=cms-rehearsal")
    for (const dir of [repo, checkout]) {
      write(dir, "data/site.yaml", "phone: 1-844-222-7200\n")
      write(dir, "data/cities/oakville.en.yaml", "slug: oakville\n")
    }
    write(repo, "README.md", "not content\n")
    git("add", ".")
    git("commit", "--quiet", "-m", "data")
  })
  afterEach(() => {
    rmSync(repo, { recursive: true, force: true })
    rmSync(checkout, { recursive: true, force: true })
  })

  it("writes what was published into the checkout's data/: changed, added and deleted files, nothing else", () => {
    const before = branchHead(repo, "cms-rehearsal")
    write(repo, "data/site.yaml", "phone: 1-844-555-0199\n")
    write(repo, "data/cities/guelph.fr.yaml", "slug: guelph\n")
    git("rm", "--quiet", "data/cities/oakville.en.yaml")
    write(repo, "README.md", "changed outside data/\n")
    git("add", ".")
    git("commit", "--quiet", "-m", "published")

    const copied = copyPublished(repo, before, branchHead(repo, "cms-rehearsal"), checkout)

    expect(copied.sort()).toEqual(["data/cities/guelph.fr.yaml", "data/cities/oakville.en.yaml", "data/site.yaml"])
    expect(readFileSync(path.join(checkout, "data/site.yaml"), "utf8")).toBe("phone: 1-844-555-0199\n")
    expect(readFileSync(path.join(checkout, "data/cities/guelph.fr.yaml"), "utf8")).toBe("slug: guelph\n")
    expect(existsSync(path.join(checkout, "data/cities/oakville.en.yaml"))).toBe(false)
    expect(existsSync(path.join(checkout, "README.md"))).toBe(false)
  })

  it("writes nothing when the branch has not moved", () => {
    const head = branchHead(repo, "cms-rehearsal")
    expect(copyPublished(repo, head, head, checkout)).toEqual([])
  })
})
