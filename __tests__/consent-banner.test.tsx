import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"

import ConsentBanner from "../src/components/layout/consent-banner"
import PrivacyChoicesLink from "../src/components/layout/privacy-choices-link"
import { type AnalyticsConsent, CONSENT_ATTRIBUTE } from "../src/lib/analytics-consent"
import { analyticsSettings, analyticsTag, type AnalyticsFacts } from "../gatsby/post-build/analytics-tag"
import { interfaceText, loadSite } from "./support/data"
import { renderScreen } from "./support/render"

const text = interfaceText().consent

describe("the analytics banner and the footer's Privacy choices", () => {
  let consent: jest.Mocked<AnalyticsConsent>
  beforeEach(() => {
    process.env.GATSBY_GA_MEASUREMENT_ID = "G-TEST123"
    // as the inline queue does: it asks until the visitor chooses, and again when reopened
    const ask = () => document.documentElement.setAttribute(CONSENT_ATTRIBUTE, "ask")
    consent = { choice: jest.fn(), measuring: jest.fn(), choose: jest.fn(), reopen: jest.fn(ask) }
    window.analyticsConsent = consent
  })
  afterEach(() => {
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE)
    delete process.env.GATSBY_GA_MEASUREMENT_ID
    delete window.analyticsConsent
  })

  it("is a labelled region with one sentence, a link to the Privacy Policy and two equal choices", async () => {
    document.documentElement.setAttribute(CONSENT_ATTRIBUTE, "ask")
    renderScreen(<ConsentBanner />)
    const region = screen.getByRole("region", { name: text.label })
    expect(within(region).getByRole("link", { name: text.privacyLink })).toHaveAttribute("href", "/privacy-policy")
    const [accept, decline] = within(region).getAllByRole("button")
    expect([accept, decline].map((button) => button.textContent)).toEqual([text.accept, text.decline])
    expect(accept.className).toBe(decline.className)
  })

  it("chooses through the page's inline analytics queue, which works before the app's scripts, and gives focus back", async () => {
    // the queue of a build with a measurement id, as it runs in every page's head
    new Function(analyticsTag(analyticsSettings({ GATSBY_GA_MEASUREMENT_ID: "G-TEST123" }, loadSite<AnalyticsFacts>())!))()
    const choose = jest.spyOn(window.analyticsConsent!, "choose")
    renderScreen(
      <>
        <a href="/contact">Contact</a>
        <ConsentBanner />
      </>,
    )
    const user = userEvent.setup()
    const region = screen.getByRole("region", { name: text.label })
    screen.getByRole("link", { name: "Contact" }).focus()
    await user.click(within(region).getByRole("button", { name: text.accept }))
    expect(choose.mock.calls).toEqual([["granted"]])
    expect(screen.getByRole("link", { name: "Contact" })).toHaveFocus()
    // chosen: the banner is gone until the footer's Privacy choices shows it again
    expect(screen.queryByRole("region", { name: text.label })).toBeNull()
    window.analyticsConsent!.reopen()
    await user.click(within(region).getByRole("button", { name: text.decline }))
    expect(choose.mock.calls).toEqual([["granted"], ["denied"]])
    localStorage.clear()
  })

  it("shows the banner again from the footer and moves focus into it", async () => {
    renderScreen(
      <>
        <ul>
          <PrivacyChoicesLink />
        </ul>
        <ConsentBanner />
      </>,
    )
    expect(screen.queryByRole("region", { name: text.label })).toBeNull()
    await userEvent.setup().click(screen.getByRole("link", { name: text.reopen }))
    expect(consent.reopen).toHaveBeenCalledTimes(1)
    expect(screen.getByRole("region", { name: text.label })).toHaveFocus()
  })

  it("is not there at all on a build without analytics, and neither is the footer's link", () => {
    delete process.env.GATSBY_GA_MEASUREMENT_ID
    renderScreen(
      <ul>
        <PrivacyChoicesLink />
        <ConsentBanner />
      </ul>,
    )
    expect(screen.queryByRole("region")).toBeNull()
    expect(screen.queryByRole("link")).toBeNull()
  })
})
