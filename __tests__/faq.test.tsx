import { render, screen, waitFor } from "@testing-library/react"
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

/**
 * A question's summary, the control a visitor presses (browsers expose it as a button with an expanded state; the
 * testing library gives <summary> no role), found by its words.
 */
const question = (words: string) => screen.getByRole("heading", { level: 3, name: words }).closest("summary")!

const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open

describe("FAQ accordion", () => {
  it("starts with every answer closed, each question a heading in the summary of its own details", () => {
    renderFaq()
    for (const { question: words } of items) {
      const summary = question(words)
      expect(isOpen(summary)).toBe(false)
      const answer = screen.getByRole("region", { name: words, hidden: true })
      expect(answer).not.toBeVisible()
      // In the HTML all the same, for search engines and the FAQ structured data.
      expect(answer).toHaveTextContent(/\w/)
    }
    // One name for the group: the browser keeps one answer open, with or without the page's scripts.
    const names = new Set(items.map(({ question: words }) => question(words).parentElement!.getAttribute("name")))
    expect(names.size).toBe(1)
    expect([...names][0]).toBeTruthy()
  })

  it("opens one answer at a time and closes it on a second press", async () => {
    const user = userEvent.setup()
    renderFaq()
    const first = question("Is it covered by OHIP?")
    const second = question("When are you open?")

    await user.click(first)
    expect(isOpen(first)).toBe(true)
    expect(screen.getByRole("region", { name: "Is it covered by OHIP?" })).toHaveTextContent(
      "Yes, with a valid Ontario health card.",
    )

    // jsdom has no exclusive <details name>: the closing here is the script's, as in browsers from before 2024.
    await user.click(second)
    await waitFor(() => expect(isOpen(first)).toBe(false))
    expect(isOpen(second)).toBe(true)
    // Fact tokens are filled from data/site.yaml.
    expect(screen.getByRole("region", { name: "When are you open?" })).not.toHaveTextContent("{hours}")
    expect(screen.getByRole("region", { name: "Is it covered by OHIP?", hidden: true })).not.toBeVisible()

    await user.click(second)
    expect(isOpen(second)).toBe(false)
    expect(screen.getByRole("region", { name: "When are you open?", hidden: true })).not.toBeVisible()
  })

  // Enter and Space on a summary are the browser's own (jsdom has neither): the browser tests press them.
  it("is reached from the keyboard: Tab goes to the first question", async () => {
    const user = userEvent.setup()
    renderFaq()
    await user.tab()
    expect(question("Is it covered by OHIP?")).toHaveFocus()
  })
})
