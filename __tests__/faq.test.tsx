import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"

import Faq from "../src/components/sections/faq"
import { theme } from "../src/styles/theme"

const items = [
  { question: "Is it covered by OHIP?", answer: "Yes, with a valid Ontario health card." },
  { question: "When are you open?", answer: "We are open {hours}." },
  { question: "Can I get a prescription?", answer: "Yes, when the doctor finds it appropriate." },
]

const renderFaq = () =>
  render(
    <ThemeProvider theme={theme}>
      <Faq title="Frequently Asked Questions" items={items} />
    </ThemeProvider>,
  )

describe("FAQ accordion", () => {
  it("starts with every answer closed, each question a button that controls its answer", () => {
    renderFaq()
    const buttons = screen.getAllByRole("button")
    expect(buttons).toHaveLength(3)
    for (const button of buttons) {
      expect(button).toHaveAttribute("aria-expanded", "false")
      const answer = document.getElementById(button.getAttribute("aria-controls")!)
      expect(answer).not.toBeVisible()
      // In the HTML all the same, for search engines and the FAQ structured data.
      expect(answer).toHaveTextContent(/\w/)
    }
    expect(screen.getByRole("heading", { level: 3, name: "Is it covered by OHIP?" })).toBeInTheDocument()
  })

  it("opens one answer at a time and closes it on a second press", async () => {
    const user = userEvent.setup()
    renderFaq()
    const first = screen.getByRole("button", { name: "Is it covered by OHIP?" })
    const second = screen.getByRole("button", { name: "When are you open?" })

    await user.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "Is it covered by OHIP?" })).toHaveTextContent(
      "Yes, with a valid Ontario health card.",
    )

    await user.click(second)
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(second).toHaveAttribute("aria-expanded", "true")
    // Fact tokens are filled from data/site.yaml.
    expect(screen.getByRole("region", { name: "When are you open?" })).not.toHaveTextContent("{hours}")
    expect(screen.queryByRole("region", { name: "Is it covered by OHIP?" })).not.toBeInTheDocument()

    await user.click(second)
    expect(second).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryByRole("region", { name: "When are you open?" })).not.toBeInTheDocument()
  })

  it("works with the keyboard: Tab to a question, Enter and Space toggle it", async () => {
    const user = userEvent.setup()
    renderFaq()
    await user.tab()
    const first = screen.getByRole("button", { name: "Is it covered by OHIP?" })
    expect(first).toHaveFocus()
    await user.keyboard("{Enter}")
    expect(first).toHaveAttribute("aria-expanded", "true")
    await user.keyboard(" ")
    expect(first).toHaveAttribute("aria-expanded", "false")
  })
})
