// The review rehearsal's Publish brought home: what Publish merged into the scratch clone's rehearsal branch is written
// into this checkout's data/, uncommitted, as the plain `npm run cms` saves, so the local site shows what was published
// and `git status` shows the change to commit.
import { execFileSync } from "node:child_process"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"

/** The commit `branch` of the repository `repo` points at. */
export const branchHead = (repo: string, branch: string): string =>
  execFileSync("git", ["rev-parse", branch], { cwd: repo, encoding: "utf8" }).trim()

/** Writes into `target` the files of data/ that changed in `repo` from commit `from` to `to`; returns their paths. */
export function copyPublished(repo: string, from: string, to: string, target: string): string[] {
  const changes = execFileSync("git", ["diff", "--name-status", "--no-renames", from, to, "--", "data"], {
    cwd: repo,
    encoding: "utf8",
  })
  return changes
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [status, file] = line.split("\t")
      const destination = path.join(target, file)
      if (status === "D") rmSync(destination, { force: true })
      else {
        mkdirSync(path.dirname(destination), { recursive: true })
        // a Buffer: an image is copied byte for byte
        writeFileSync(destination, execFileSync("git", ["show", `${to}:${file}`], { cwd: repo }))
      }
      return file
    })
}
