/**
 * @jest-environment @stryker-mutator/jest-runner/jest-env/node
 */
// The README and docs/ point at each other and at files of the repository: a renamed or deleted file, or a renamed
// heading, must fail here rather than leave a reader at a dead link.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "fs"
import { tmpdir } from "os"
import path from "path"

/** README.md, CONTRIBUTING.md and every Markdown file of docs/, under `root`. */
const docFiles = (root: string): string[] => {
  const docsDir = path.join(root, "docs")
  const docs = existsSync(docsDir)
    ? readdirSync(docsDir)
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => path.join("docs", name))
    : []
  return ["README.md", "CONTRIBUTING.md", ...docs].filter((file) => existsSync(path.join(root, file)))
}

/** The text a reader sees as links: fenced blocks and inline code hold examples, not links. */
const withoutCode = (markdown: string): string =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "")

/** The targets of `[text](target)` links, without a title. */
const linkTargets = (markdown: string): string[] =>
  [...withoutCode(markdown).matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1])

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
const headingAnchors = (markdown: string): Set<string> => {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  const text = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "")
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-")
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count === 0 ? slug : `${slug}-${count}`)
  }
  return anchors
}

/** Every relative link of README.md and docs/*.md under `root` that leads nowhere, as "file: link (what is wrong)". */
const brokenLinks = (root: string): string[] => {
  const problems: string[] = []
  for (const file of docFiles(root)) {
    const markdown = readFileSync(path.join(root, file), "utf8")
    for (const target of linkTargets(markdown)) {
      if (/^(https?:|mailto:)/i.test(target)) continue
      const [filePart, anchor] = target.split("#", 2)
      const resolved =
        filePart === "" ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURI(filePart))
      if (!existsSync(resolved)) {
        problems.push(`${file}: ${target} (no such file)`)
        continue
      }
      if (anchor && resolved.endsWith(".md") && statSync(resolved).isFile()) {
        if (!headingAnchors(readFileSync(resolved, "utf8")).has(anchor))
          problems.push(`${file}: ${target} (no heading with the anchor #${anchor})`)
      }
    }
  }
  return problems
}

const repositoryRoot = path.join(__dirname, "..")

describe("links in the README and docs/", () => {
  it("lead to files that exist, and to headings that exist for links with an #anchor", () => {
    expect(docFiles(repositoryRoot)).toContain("README.md")
    expect(brokenLinks(repositoryRoot)).toEqual([])
  })

  it("are reported by file and link when one leads nowhere", () => {
    const root = mkdtempSync(path.join(tmpdir(), "docs-links-"))
    mkdirSync(path.join(root, "docs"))
    writeFileSync(
      path.join(root, "README.md"),
      [
        "# A site",
        "",
        "See [the guide](docs/guide.md), [its set-up](docs/guide.md#set-up-the-editor), [here](#a-site),",
        "[the site](https://example.org/missing.md) and [mail](mailto:someone@example.org).",
        "A [gone file](docs/old-guide.md) and [a gone heading](docs/guide.md#launch).",
        "",
        "```md",
        "[an example in a code block](nowhere.md)",
        "```",
        "",
        "And `[an example in inline code](nowhere.md)`.",
      ].join("\n"),
    )
    writeFileSync(
      path.join(root, "docs", "guide.md"),
      "# Guide\n\n## Set up: the `editor`\n\nBack to the [README](../README.md) and [Guide](#guide); not [here](#nowhere).\n",
    )

    expect(brokenLinks(root)).toEqual([
      "README.md: docs/old-guide.md (no such file)",
      "README.md: docs/guide.md#launch (no heading with the anchor #launch)",
      "docs/guide.md: #nowhere (no heading with the anchor #nowhere)",
    ])
  })
})
