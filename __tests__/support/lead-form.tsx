import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"

import LeadForm from "../../src/components/lead-form/lead-form"
import ToastProvider from "../../src/components/lead-form/toast-provider"
import { theme } from "../../src/styles/theme"

/** The lead form as the contact page has it, inside its toasts; returns the visitor who uses it. */
export const renderLeadForm = () => renderLeadFormInPage().user

/** As renderLeadForm, with the rendered page for what no role reaches (the form's attributes, its noscript). */
export const renderLeadFormInPage = () => {
  const user = userEvent.setup()
  const rendered = render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <LeadForm />
      </ToastProvider>
    </ThemeProvider>,
  )
  return { user, ...rendered }
}

// Pasting rather than typing keeps these tests quick; typing is checked where revalidation matters.
export const fill = async (user: ReturnType<typeof userEvent.setup>, label: string, text: string) => {
  await user.click(screen.getByLabelText(label))
  await user.paste(text)
}

/** The three fields a lead needs, filled with a valid visitor's details. */
export const fillRequired = async (user: ReturnType<typeof userEvent.setup>) => {
  await fill(user, "Name", "Jane Doe")
  await fill(user, "Email", "jane@example.com")
  await fill(user, "Phone", "416-555-1234")
}
