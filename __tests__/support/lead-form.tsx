import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"

import LeadForm from "../../src/components/lead-form/lead-form"
import ToastProvider from "../../src/components/lead-form/toast-provider"
import { theme } from "../../src/styles/theme"
import { interfaceText } from "./data"

/** The form's and toasts' words, as data/interface.yaml has them. */
export const { leadForm: formText, toasts: toastText } = interfaceText()

/** The lead form as the contact page has it, inside its toasts; returns the visitor who uses it. */
export const renderLeadForm = () => renderLeadFormInPage().user

/** As renderLeadForm, with the rendered page for what no role reaches (the form's attributes, its noscript). */
export const renderLeadFormInPage = () => {
  const user = userEvent.setup()
  const rendered = render(
    <ThemeProvider theme={theme}>
      <ToastProvider text={toastText}>
        <LeadForm text={formText} toastText={toastText} />
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
  await fill(user, formText.name, "Jane Doe")
  await fill(user, formText.email, "jane@example.com")
  await fill(user, formText.phone, "416-555-1234")
}
