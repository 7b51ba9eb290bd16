import { useRef, type FormEvent } from "react"
import { Link } from "gatsby"
import { Form } from "react-final-form"
import type { FormApi } from "final-form"
import styled from "styled-components"
import LeadField from "./lead-field"
import HoneypotField from "./honeypot-field"
import SubmitButton from "./submit-button"
import { useToasts } from "./toast-provider"
import { useSiteData } from "../../hooks/use-site-data"
import { LEAD_CONVERSION, trackConversion } from "../../lib/analytics"
import { emailConfig } from "../../lib/email-config"
import { LeadSendError, sendLead } from "../../lib/lead-client"
import { LEAD_FIELDS, validateLead, type LeadValues } from "../../lib/lead-validation"

const Panel = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.small};
`

/** The contact page's form: the only data the site collects, so a failed send keeps every value and offers the phone. */
const LeadForm = () => {
  const site = useSiteData()
  const toasts = useToasts()
  const formRef = useRef<HTMLFormElement>(null)

  const submit = async (values: LeadValues, form: FormApi<LeadValues>) => {
    // A filled honeypot is a bot: it sees what a person would, and nothing is sent or counted.
    if (!values.leave_blank) {
      try {
        await sendLead(values, emailConfig(window.location.origin))
      } catch (error) {
        console.error("The lead form could not send the message:", error)
        const rateLimited = error instanceof LeadSendError && error.rateLimited
        toasts.show(
          <>
            <p>Failed to send your message. Please try again later.</p>
            {rateLimited && <p>You can send one message every 10 seconds: please wait a moment first.</p>}
            <p>
              To book now, call <a href={site.phone.href}>{site.phone.display}</a>.
            </p>
          </>,
          { variant: "error", persist: true },
        )
        return
      }
      trackConversion(LEAD_CONVERSION)
    }
    form.reset()
    toasts.show(<p>Your message has been sent!</p>, { variant: "success" })
  }

  return (
    <Panel aria-labelledby="lead-form-heading">
      <h2 id="lead-form-heading">Schedule Same-Day Appointment</h2>
      <Form<LeadValues> onSubmit={submit} validate={validateLead} subscription={{}}>
        {({ handleSubmit, form }) => {
          const onSubmit = (event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event)
            const { submitFailed, hasValidationErrors, errors } = form.getState()
            if (!submitFailed || !hasValidationErrors) return
            const first = LEAD_FIELDS.find((field) => errors?.[field])
            const control = first && formRef.current?.elements.namedItem(first)
            if (control instanceof HTMLElement) control.focus()
          }
          return (
            <form ref={formRef} onSubmit={onSubmit} onFocus={toasts.prepare} noValidate aria-labelledby="lead-form-heading">
              <LeadField name="name" label="Name" autoComplete="name" required />
              <LeadField name="email" label="Email" type="email" autoComplete="email" required />
              <LeadField name="phone" label="Phone" type="tel" autoComplete="tel" required />
              <LeadField name="message" label="Message (optional)" autoComplete="off" multiline />
              <HoneypotField />
              <SubmitButton />
            </form>
          )
        }}
      </Form>
      <Note>
        Please don't include health details in your message: you'll share them with your clinician during your visit. See our{" "}
        <Link to="/privacy-policy">Privacy Policy</Link>.
      </Note>
    </Panel>
  )
}

export default LeadForm
