import { expect as playwrightExpect } from "@playwright/test"

/**
 * Assertions that wait like a person: `expect(locator).toBeVisible()` and the other web-first matchers, and
 * `expect.poll(() => value)` for anything else, retry until they hold. The time is generous because a build and
 * other test runs may share the machine's two cores.
 */
export const expect = playwrightExpect.configure({ timeout: 15_000 })
