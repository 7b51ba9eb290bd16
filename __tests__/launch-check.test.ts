import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, symlinkSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { isLaunchReady, launchFindings, REQUIRED_ENV } from "../gatsby/checks/launch-check"

const fullEnv = Object.fromEntries(Object.keys(REQUIRED_ENV).map((name) => [name, "set"]))
// analytics.consent with counsel's approval recorded, so each test speaks of its own finding
const confirmedAnalytics = { consent: "opt-in", consentApproval: { by: "Jane Counsel, LL.B.", date: "2026-11-20" } }
const fixture = (name: string) => path.join(__dirname, "fixtures", "launch", name)
const checkLaunch = (data: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(__dirname, "..", "scripts", "check-launch.mts"), "--data", data], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
  })

describe("npm run check:launch", () => {
  it('prints one line, "ready", and exits 0 when every fact is confirmed and every setting is there', () => {
    const result = checkLaunch(fixture("ready"), fullEnv)
    expect([result.status, result.stdout]).toEqual([0, "ready\n"])
  })

  it("lists each unconfirmed fact with file, entry and field, and exits 1", () => {
    const result = checkLaunch(fixture("not-ready"), {})
    expect(result.status).toBe(1)
    const lines = result.stdout.split("\n")
    expect(lines).toContain("data/site.yaml: address: placeholder, not confirmed for launch (confirmed: false)")
    expect(
      lines.some((line) => line.startsWith("data/services/consultation.en.yaml: testimonials.items[0]: sample testimonial")),
    ).toBe(true)
    expect(
      lines.some((line) =>
        line.startsWith("data/site.yaml: compliance.showTestimonials is on without counsel's recorded approval"),
      ),
    ).toBe(true)
    expect(
      lines.some((line) =>
        line.startsWith("data/site.yaml: compliance.showMedicationPages is on without counsel's recorded approval"),
      ),
    ).toBe(true)
    for (const name of Object.keys(REQUIRED_ENV))
      expect(lines.some((line) => line.startsWith(`environment ${name}: not set`))).toBe(true)
    expect(result.stdout).not.toMatch(/^ready$/m)
  })

  it("refuses a sample testimonial even with testimonials switched off", () => {
    const files = {
      "site.yaml": { analytics: confirmedAnalytics, compliance: { showTestimonials: false, showMedicationPages: false } },
      "pages/home.en.yaml": { slug: "home", confirmed: true, testimonials: { items: [{ author: "Sam P.", sample: true }] } },
    }
    expect(launchFindings(files, fullEnv)).toEqual([
      'data/pages/home.en.yaml: testimonials.items[0]: sample testimonial ("Sam P."), invented for layout: replace with a real, consented one or delete it',
    ])
  })

  it("accepts testimonials and medication pages on once counsel's approval is recorded, and a blank setting counts as missing", () => {
    const approval = { by: "Jane Counsel, LL.B.", date: "2026-11-20" }
    const files = {
      "site.yaml": {
        analytics: confirmedAnalytics,
        compliance: {
          showTestimonials: true,
          testimonialsApproval: approval,
          showMedicationPages: true,
          medicationPagesApproval: approval,
        },
      },
    }
    expect(launchFindings(files, fullEnv)).toEqual([])
    expect(launchFindings(files, { ...fullEnv, GATSBY_SITE_URL: " " })).toEqual([
      expect.stringMatching(/^environment GATSBY_SITE_URL: not set/),
    ])
  })

  it.each([
    ["no approval", {}],
    ["a bare true, which names nobody", { medicationPagesApproval: true }],
    ["an approval without its date", { medicationPagesApproval: { by: "Jane Counsel" } }],
  ])("refuses medication pages on with %s", (_, approval) => {
    const files = {
      "site.yaml": {
        analytics: confirmedAnalytics,
        compliance: { showTestimonials: false, showMedicationPages: true, ...approval },
      },
    }
    expect(launchFindings(files, fullEnv)).toEqual([
      expect.stringMatching(/^data\/site\.yaml: compliance\.showMedicationPages is on without counsel's recorded approval/),
    ])
  })

  it("needs no approval for medication pages that are off", () => {
    const files = {
      "site.yaml": { analytics: confirmedAnalytics, compliance: { showTestimonials: false, showMedicationPages: false } },
    }
    expect(launchFindings(files, fullEnv)).toEqual([])
  })

  it("asks counsel to confirm the analytics consent mode, who and when", () => {
    const files = {
      "site.yaml": { analytics: { consent: "notice" }, compliance: { showTestimonials: false, showMedicationPages: false } },
    }
    expect(launchFindings(files, fullEnv)).toEqual([
      expect.stringMatching(/^data\/site\.yaml: analytics\.consent is "notice" without counsel's recorded approval/),
    ])
  })

  it("names each placeholder by file and field, a medical entry's unconfirmed text by its reviewer, in file order", () => {
    const files = {
      "site.yaml": {
        analytics: confirmedAnalytics,
        compliance: { showTestimonials: false, showMedicationPages: false },
        address: { street: "1 Main St", confirmed: false },
        claims: { confirmed: true },
      },
      "conditions/acne.en.yaml": { slug: "acne", reviewedBy: "dr-lee", confirmed: false },
      "pages/home.en.yaml": { slug: "home", confirmed: false },
    }
    expect(launchFindings(files, fullEnv)).toEqual([
      "data/conditions/acne.en.yaml: (whole entry): medical text not yet confirmed by its reviewer (dr-lee): once they have re-read it, set confirmed: true and lastReviewed to that day",
      "data/pages/home.en.yaml: (whole entry): placeholder, not confirmed for launch (confirmed: false)",
      "data/site.yaml: address: placeholder, not confirmed for launch (confirmed: false)",
    ])
  })

  it("takes an approval with a blank name or no date for none", () => {
    const site = (approval: unknown) => ({
      "site.yaml": {
        analytics: { consent: "opt-in", consentApproval: approval },
        compliance: { showTestimonials: false, showMedicationPages: false },
      },
    })
    for (const approval of [
      { by: " ", date: "2026-11-20" },
      { by: "Jane Counsel", date: "" },
      { by: 1, date: 2 },
    ])
      expect(launchFindings(site(approval), fullEnv)).toEqual([
        expect.stringMatching(/^data\/site\.yaml: analytics\.consent is "opt-in" without counsel's recorded approval/),
      ])
  })

  it("counts a checkout ready only when nothing is left to do", () => {
    const checkout = (data: string) => {
      const root = mkdtempSync(path.join(os.tmpdir(), "launch-"))
      symlinkSync(fixture(data), path.join(root, "data"))
      return root
    }
    const ready = checkout("ready")
    const notReady = checkout("not-ready")
    try {
      expect(isLaunchReady(ready, fullEnv)).toBe(true)
      expect(isLaunchReady(ready, {})).toBe(false)
      expect(isLaunchReady(notReady, fullEnv)).toBe(false)
    } finally {
      for (const root of [ready, notReady]) rmSync(root, { recursive: true, force: true })
    }
  })

  it("counts a fact group without its confirmed flag as a placeholder, as a new entry from the editor would be", () => {
    const files = {
      "site.yaml": {
        analytics: confirmedAnalytics,
        compliance: { showTestimonials: false, showMedicationPages: false },
        address: { street: "1 New Street" },
        geo: { latitude: 43.6, longitude: -79.4, confirmed: true },
      },
      "cities/burlington.en.yaml": { slug: "burlington", local: { title: "Burlington" } },
      "pages/home.en.yaml": { slug: "home", confirmed: true },
    }
    expect(launchFindings(files, fullEnv)).toEqual([
      "data/cities/burlington.en.yaml: local: placeholder, not confirmed for launch (no confirmed: true)",
      "data/site.yaml: address: placeholder, not confirmed for launch (no confirmed: true)",
    ])
  })
})
