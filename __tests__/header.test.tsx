import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"

import Header from "../src/components/layout/header"
import ServicesDropdown from "../src/components/layout/services-dropdown"
import { useSiteData } from "../src/hooks/use-site-data"
import { theme } from "../src/styles/theme"
import { interfaceText, siteData } from "./support/data"

const ui = interfaceText().layout

const { phone } = siteData<{ phone: { display: string; href: string } }>()

const HeaderOn = ({ pathname }: { pathname: string }) => <Header site={useSiteData()} pathname={pathname} />

const renderHeader = (pathname = "/") => {
  const view = render(
    <ThemeProvider theme={theme}>
      <HeaderOn pathname={pathname} />
    </ThemeProvider>,
  )
  return {
    ...view,
    navigateTo: (next: string) =>
      view.rerender(
        <ThemeProvider theme={theme}>
          <HeaderOn pathname={next} />
        </ThemeProvider>,
      ),
  }
}

/**
 * A disclosure's summary, the control a visitor presses (browsers expose it as a button with an expanded state; the
 * testing library gives <summary> no role), found by its words.
 */
const summary = (words: string) =>
  screen.getAllByText(words, { selector: "summary, summary *" }).map((element) => element.closest("summary")!)[0]

const isOpen = (element: HTMLElement) => (element.parentElement as HTMLDetailsElement).open

describe("header", () => {
  it("has the brand link, the main navigation, the phone and the portal links marked as leaving the site", () => {
    renderHeader()
    const banner = screen.getByRole("banner")
    expect(within(banner).getByRole("link", { name: /Lakeshore Virtual Clinic/ })).toHaveAttribute("href", "/")
    // jsdom applies no media queries, so the wide-screen navigation counts as hidden here.
    for (const name of ["Home", "How It Works", "Contact Us"])
      expect(within(banner).getAllByRole("link", { name, hidden: true })[0]).toBeInTheDocument()
    expect(within(banner).getAllByRole("link", { name: phone.display, hidden: true })[0]).toHaveAttribute("href", phone.href)
    expect(within(banner).getAllByRole("link", { name: `${ui.patientLogin} ${ui.portalHint}`, hidden: true })[0]).toHaveAttribute(
      "href",
      expect.stringMatching(/^https:\/\//),
    )
    expect(within(banner).getAllByRole("link", { name: `${ui.signUp} ${ui.portalHint}`, hidden: true })[0]).toBeInTheDocument()
  })

  it("opens the Services list on click and closes it on Escape (focus back on its summary) and on an outside press", async () => {
    const user = userEvent.setup()
    const Dropdown = () => <ServicesDropdown label="Services" items={useSiteData().servicesMenu} active={false} />
    render(
      <ThemeProvider theme={theme}>
        <Dropdown />
      </ThemeProvider>,
    )
    const toggle = summary("Services")
    const links = () => within(toggle.parentElement!).getAllByRole("link", { hidden: true })
    expect(isOpen(toggle)).toBe(false)
    for (const link of links()) expect(link).not.toBeVisible()

    await user.click(toggle)
    await waitFor(() => expect(links()[0]).toBeVisible())
    expect(links().map((link) => link.textContent)).toEqual([
      "All Services",
      "Mental Health",
      "Women's Health",
      "Urgent Care",
      "Family Doctor",
    ])

    await user.keyboard("{Escape}")
    expect(isOpen(toggle)).toBe(false)
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await waitFor(() => expect(links()[0]).toBeVisible())
    await user.click(document.body)
    expect(isOpen(toggle)).toBe(false)
  })

  it("marks the Services summary as the current section on a service page", () => {
    renderHeader("/services/referral")
    expect(summary("Services")).toHaveAttribute("aria-current", "true")
  })

  it("opens the menu from its summary, holding focus there, and closes it on Escape and on a path change", async () => {
    const user = userEvent.setup()
    const { navigateTo } = renderHeader()
    const toggle = summary(ui.menu)
    expect(isOpen(toggle)).toBe(false)

    await user.click(toggle)
    const menu = within(toggle.parentElement!).getByRole("navigation", { name: ui.mainNavLabel })
    await waitFor(() => expect(menu).toBeVisible())
    expect(toggle).toHaveFocus()

    await user.keyboard("{Escape}")
    expect(isOpen(toggle)).toBe(false)
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await waitFor(() => expect(menu).toBeVisible())
    navigateTo("/contact")
    expect(isOpen(toggle)).toBe(false)
  })

  it("keeps Tab and Shift+Tab inside the open menu", async () => {
    const user = userEvent.setup()
    renderHeader()
    const toggle = summary(ui.menu)
    await user.click(toggle)
    const menu = toggle.parentElement!
    await waitFor(() => expect(toggle).toHaveFocus())
    await user.tab({ shift: true })
    expect(menu).toContainElement(document.activeElement as HTMLElement)
    expect(document.activeElement).not.toBe(toggle)
    await user.tab()
    expect(toggle).toHaveFocus()
  })
})
