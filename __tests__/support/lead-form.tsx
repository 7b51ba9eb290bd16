import { render } from "@testing-library/react"
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
