import { render, screen, within } from "@testing-library/react"
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

beforeAll(() => {
  // jsdom has no matchMedia; the menu asks it whether the window has grown past the mobile layout.
  window.matchMedia = jest.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }))
})

afterEach(() => {
  document.body.style.overflow = ""
})

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

  it("opens the Services list on click and closes it on Escape (focus back on the button) and on an outside press", async () => {
    const user = userEvent.setup()
    const Dropdown = () => <ServicesDropdown label="Services" items={useSiteData().servicesMenu} active={false} />
    render(
      <ThemeProvider theme={theme}>
        <Dropdown />
      </ThemeProvider>,
    )
    const toggle = screen.getByRole("button", { name: "Services" })
    const list = document.getElementById(toggle.getAttribute("aria-controls")!)!
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(list).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(list).toBeVisible()
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["All Services", "Mental Health", "Women's Health", "Urgent Care", "Family Doctor"])

    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()

    await user.click(toggle)
    await user.click(document.body)
    expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  it("marks the Services button as the current section on a service page", () => {
    renderHeader("/services/referral")
    expect(screen.getByRole("button", { name: "Services", hidden: true })).toHaveAttribute("aria-current", "true")
  })

  it("opens the menu dialog from its toggle, locks the page, closes on Escape and on a path change", async () => {
    const user = userEvent.setup()
    const { navigateTo } = renderHeader()
    const toggle = screen.getByRole("button", { name: ui.menu })
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu")

    await user.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    const dialog = screen.getByRole("dialog", { name: ui.menu })
    expect(dialog).toHaveAttribute("id", "mobile-menu")
    expect(within(dialog).getByRole("button", { name: ui.closeMenu })).toHaveFocus()
    expect(document.body.style.overflow).toBe("hidden")

    await user.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(toggle).toHaveFocus()
    expect(document.body.style.overflow).toBe("")

    await user.click(toggle)
    navigateTo("/contact")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(document.body.style.overflow).toBe("")
  })

  it("keeps Tab and Shift+Tab inside the open menu", async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole("button", { name: ui.menu }))
    const dialog = screen.getByRole("dialog", { name: ui.menu })
    const close = within(dialog).getByRole("button", { name: ui.closeMenu })
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.tab()
    expect(close).toHaveFocus()
  })
})
