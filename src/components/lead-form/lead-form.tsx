import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from "react"
import { Link } from "gatsby"
import { Form, useForm } from "react-final-form"
import type { FormApi } from "final-form"
import styled from "styled-components"
import LeadField from "./lead-field"
import HoneypotField from "./honeypot-field"
import SubmitButton from "./submit-button"
import { useToasts } from "./toast-provider"
import { useSiteData } from "../../hooks/use-site-data"
import { LEAD_CONVERSION, trackConversion } from "../../lib/analytics"
import { emailConfig } from "../../lib/email-config"
import { formatHours } from "../../lib/opening-hours"
import { LeadSendError, sendLead } from "../../lib/lead-client"
import { LEAD_FORM_EARLY_SCRIPT, LEAD_FORM_FALLBACK_PATH, LEAD_FORM_IDS, takeOverEarlySubmit } from "../../lib/lead-form-early"
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

const Notice = styled.p<{ $tone: "info" | "error" }>`
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 6px solid ${({ theme, $tone }) => ($tone === "error" ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme, $tone }) => ($tone === "error" ? theme.colors.dangerLight : theme.colors.surface)};
  a {
    font-weight: 700;
    white-space: nowrap;
  }
`

const NoScriptNotice = styled(Notice)`
  margin: 0 0 ${({ theme }) => theme.space.md};
`

const FIELD_NAMES: ReadonlyArray<keyof LeadValues> = ["name", "email", "phone", "message", "leave_blank"]

/**
 * Takes over from the inline script (lib/lead-form-early.ts) once the app runs: what was typed before hydration is
 * still only in the page, so it goes into the form's state, and a submit the script held is sent now, once.
 */
const EarlyHandOver = ({ formRef, onFailed }: { formRef: RefObject<HTMLFormElement>; onFailed: () => void }) => {
  const form = useForm<LeadValues>()
  useEffect(() => {
    // react-final-form pauses validation until its own effect, which runs after this one: hand over just after it.
    const timer = setTimeout(() => {
      const early = takeOverEarlySubmit()
      const element = formRef.current
      if (!element) return
      const values = form.getState().values
      for (const name of FIELD_NAMES) {
        const control = element.elements.namedItem(name)
        const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : ""
        if (typed !== (values[name] ?? "")) form.change(name, typed)
      }
      if (early.failed) onFailed()
      if (early.pending) element.requestSubmit()
    })
    return () => clearTimeout(timer)
  }, [form, formRef, onFailed])
  return null
}

/** The contact page's form: the only data the site collects, so a failed send keeps every value and offers the phone. */
const LeadForm = () => {
  const site = useSiteData()
  const toasts = useToasts()
  const formRef = useRef<HTMLFormElement>(null)
  // The scripts could not load in time for a submit the inline script held: said until the next submit.
  const [notSent, setNotSent] = useState(false)
  const onEarlyFailure = useCallback(() => setNotSent(true), [])
  const call = (
    <>
      call <a href={site.phone.href}>{site.phone.display}</a> ({formatHours(site.hours).join("; ")})
    </>
  )

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
            setNotSent(false)
            void handleSubmit(event)
            const { submitFailed, hasValidationErrors, errors } = form.getState()
            if (!submitFailed || !hasValidationErrors) return
            const first = LEAD_FIELDS.find((field) => errors?.[field])
            const control = first && formRef.current?.elements.namedItem(first)
            if (control instanceof HTMLElement) control.focus()
          }
          return (
            <>
              {/* A native submit (no app yet) posts to a page that says it was not sent: never a GET, which would put
                  the visitor's details into the URL. */}
              <form
                ref={formRef}
                id={LEAD_FORM_IDS.form}
                method="post"
                action={LEAD_FORM_FALLBACK_PATH}
                onSubmit={onSubmit}
                onFocus={toasts.prepare}
                noValidate
                aria-labelledby="lead-form-heading"
              >
                <noscript>
                  <NoScriptNotice $tone="info">
                    Sending this form needs JavaScript, which is off in this browser. To book an appointment, {call}.
                  </NoScriptNotice>
                </noscript>
                <LeadField name="name" label="Name" autoComplete="name" required />
                <LeadField name="email" label="Email" type="email" autoComplete="email" required />
                <LeadField name="phone" label="Phone" type="tel" autoComplete="tel" required />
                <LeadField name="message" label="Message (optional)" autoComplete="off" multiline />
                <HoneypotField />
                <SubmitButton />
                <Notice id={LEAD_FORM_IDS.waiting} $tone="info" role="status" hidden>
                  Sending your message as soon as the page has finished loading...
                </Notice>
                <Notice id={LEAD_FORM_IDS.notSent} $tone="error" role="alert" hidden={!notSent}>
                  Your message was not sent: this page could not finish loading. What you typed is still here. Please try again
                  later, or {call}.
                </Notice>
              </form>
              <script dangerouslySetInnerHTML={{ __html: LEAD_FORM_EARLY_SCRIPT }} />
              <EarlyHandOver formRef={formRef} onFailed={onEarlyFailure} />
            </>
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
