import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from "react"
import { Form, useForm } from "react-final-form"
import type { FormApi } from "final-form"
import styled from "styled-components"
import Link from "../ui/local-link"
import LeadField from "./lead-field"
import HoneypotField from "./honeypot-field"
import SubmitButton from "./submit-button"
import { Notice, OpeningNotice } from "./notice"
import SendStateNotice from "./send-state-notice"
import { useToasts } from "./toast-provider"
import { useRoute } from "../../hooks/use-page-frame"
import SlottedText from "../ui/slotted-text"
import { useFacts, useSiteData } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"
import { trackLead, trackLeadFormError, trackLeadFormRefused, trackLeadFormStart } from "../../lib/analytics"
import { emailConfig } from "../../lib/email-config"
import type { LeadSendError } from "../../lib/lead-client"
import { loadLeadDraft, saveLeadDraft } from "../../lib/lead-draft"
import {
  type LeadSendState,
  leadSendEnded,
  leadSendInFlight,
  leadSendStarted,
  leadSendState,
  onLeadSendEnded,
} from "../../lib/lead-send-state"
import { LEAD_FORM_IDS, LEAD_FORM_SCRIPT_ID, takeOverEarlySubmit } from "../../lib/lead-form-early"
import { LEAD_FORM_FALLBACK_PATH } from "../../lib/site-routes"
import { LEAD_FIELDS, validateLead, type LeadValues } from "../../lib/lead-validation"
import type { LeadFormText, ToastsText } from "../../queries/interface-fragments"

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

const FIELD_NAMES: ReadonlyArray<keyof LeadValues> = ["name", "email", "phone", "message", "leave_blank"]

interface EarlyHandOverProps {
  formRef: RefObject<HTMLFormElement>
  /** Starts loading the code a send needs: the focus that does it came before the app could see it. */
  onPending: () => void
  onFailed: () => void
  /** The visitor typed into the form before the app could see it. */
  onTyped: () => void
}

/**
 * Takes over from the inline script (lib/lead-form-early.ts) once the app runs: what was typed before hydration is
 * still only in the page, so it goes into the form's state, and a submit the script held is sent now, once. A field
 * left empty gets what this tab's draft kept (lib/lead-draft.ts), so Back after a link loses nothing; from then on
 * every change is kept in the draft, and a sent (reset) form empties it.
 */
const EarlyHandOver = ({ formRef, onPending, onFailed, onTyped }: EarlyHandOverProps) => {
  const form = useForm<LeadValues>()
  useEffect(() => {
    let keepDraft = () => undefined as void
    // react-final-form pauses validation until its own effect, which runs after this one: hand over just after it.
    const timer = setTimeout(() => {
      const early = takeOverEarlySubmit()
      const element = formRef.current
      if (!element) return
      const values = form.getState().values
      const draft = loadLeadDraft()
      for (const name of FIELD_NAMES) {
        const control = element.elements.namedItem(name)
        const typed = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : ""
        const value = typed || (name === "leave_blank" ? "" : (draft[name] ?? ""))
        if (value !== (values[name] ?? "")) form.change(name, value)
        if (typed && name !== "leave_blank") onTyped()
      }
      keepDraft = form.subscribe(({ values: typedNow }) => saveLeadDraft(typedNow), { values: true })
      if (early.failed) onFailed()
      if (!early.pending) return
      onPending()
      element.requestSubmit()
    })
    return () => {
      clearTimeout(timer)
      keepDraft()
    }
  }, [form, formRef, onPending, onFailed, onTyped])
  return null
}

// The client that sends (and EmailJS behind it) loads at the first focus on the form, not with the page: the contact
// page's first-load JavaScript stays within its budget.
const loadLeadClient = () => import(/* webpackChunkName: "lead-client" */ "../../lib/lead-client")

/** The contact page's form: the only data the site collects, so a failed send keeps every value and offers the phone. */
const LeadForm = ({ text, toastText }: { text: LeadFormText; toastText: ToastsText }) => {
  const site = useSiteData()
  const fill = useFacts()
  const toasts = useToasts()
  const route = useRoute()
  // one function while the words stay the same: react-final-form validates every field again when `validate` changes
  const validate = useMemo(() => {
    const messages = { name: text.nameError, email: text.emailError, phone: text.phoneError }
    return (values: LeadValues) => validateLead(values, messages)
  }, [text.nameError, text.emailError, text.phoneError])
  const formRef = useRef<HTMLFormElement>(null)
  // The scripts could not load in time for a submit the inline script held: said until the next submit.
  const [notSent, setNotSent] = useState(false)
  // What became of a request sent before the visitor came back (a link, Back, a reload mid-send): read after the first
  // paint, as the server cannot know it; a request still on its way says so until it ends.
  const [lastSend, setLastSend] = useState<LeadSendState>()
  const shownSend = useRef<LeadSendState>()
  const showSend = useCallback((state: LeadSendState | undefined) => {
    shownSend.current = state
    setLastSend(state)
  }, [])
  const formApi = useRef<FormApi<LeadValues>>()
  useEffect(() => {
    showSend(leadSendState())
    return onLeadSendEnded((ended) => {
      if (shownSend.current?.kind !== "sending") return
      // the words on screen are the request that has just gone: sending them again would be a duplicate
      if (ended?.kind === "sent") formApi.current?.reset()
      showSend(ended)
    })
  }, [showSend])
  const onEarlyFailure = useCallback(() => {
    setNotSent(true)
    trackLeadFormError("scripts_not_loaded")
  }, [])
  // Typing started: counted once a page load, so an analyst sees how many who start a request send it.
  const started = useRef(false)
  const onStart = useCallback(() => {
    if (started.current) return
    started.current = true
    trackLeadFormStart()
  }, [])
  const phoneLink = <a href={site.phone.href}>{site.phone.display}</a>
  const { emergencyNumber } = useSectionText().crisis
  const adviceLine = `${site.adviceLine.name} (${site.adviceLine.phone})`
  const call = <SlottedText text={fill(text.callUs)} slots={{ phoneLink }} />

  // The first focus starts the code the first send needs: the toasts and EmailJS, both kept out of the first load.
  const prepare = useCallback(() => {
    toasts.prepare()
    // a failure here is met again, and reported, by the send
    loadLeadClient().then(
      ({ prepareLeadClient }) => prepareLeadClient(),
      () => undefined,
    )
  }, [toasts])

  const submit = async (values: LeadValues, form: FormApi<LeadValues>) => {
    // A request that left before the visitor came back is still on its way: a second would reach the clinic twice.
    if (leadSendInFlight()) return
    // A filled honeypot is a bot: it sees what a person would, and nothing is sent or counted.
    if (!values.leave_blank) {
      leadSendStarted()
      try {
        const { sendLead } = await loadLeadClient()
        await sendLead(values, emailConfig(window.location.origin))
      } catch (error) {
        // cut short by the page being left: the next page tells the visitor, and analytics counts no failure
        if (!leadSendEnded("failed")) return
        console.error("The lead form could not send the message:", error)
        // a LeadSendError says why; the client's own code not loading is the network failing
        const reason = (error as Partial<LeadSendError> | undefined)?.reason ?? "network"
        const rateLimited = reason === "rate_limit"
        trackLeadFormError(reason)
        void toasts.show(
          <>
            <p>{fill(toastText.failed)}</p>
            {rateLimited && <p>{fill(toastText.rateLimited)}</p>}
            <p>
              <SlottedText text={fill(toastText.callToBook)} slots={{ phoneLink }} />
            </p>
          </>,
          { variant: "error", persist: true },
        )
        return
      }
      // sent: the tab keeps none of it, even when the visitor left the form before the answer came
      saveLeadDraft({})
      leadSendEnded("sent")
      trackLead()
    }
    // The form empties only once the thanks is on its way to the screen: emptied first, while the toasts' code was
    // still loading (after an early submit, on a slow connection), the lead seemed lost for seconds.
    await toasts.show(
      <>
        <p>{fill(toastText.sent)}</p>
        <p>{fill(toastText.sentNext)}</p>
      </>,
      { variant: "success" },
    )
    form.reset()
  }

  return (
    <Panel aria-labelledby="lead-form-heading">
      <h2 id="lead-form-heading">{fill(text.heading)}</h2>
      {/* The heading says "Appointment", but the form sends a message: what to do that cannot wait comes first. */}
      <OpeningNotice $tone="error">
        <SlottedText
          text={fill(text.emergency)}
          slots={{
            emergencyLink: <a href={`tel:${emergencyNumber}`}>{emergencyNumber}</a>,
            crisisPhoneLink: <a href={`tel:${site.crisisLine.phone}`}>{site.crisisLine.phone}</a>,
            adviceLink: <a href={`tel:${site.adviceLine.phone}`}>{adviceLine}</a>,
          }}
        />
      </OpeningNotice>
      <Form<LeadValues> onSubmit={submit} validate={validate} subscription={{}}>
        {({ handleSubmit, form }) => {
          formApi.current = form
          const onSubmit = (event: FormEvent<HTMLFormElement>) => {
            setNotSent(false)
            showSend(leadSendInFlight() ? { kind: "sending" } : undefined)
            void handleSubmit(event)
            const { submitFailed, hasValidationErrors, errors } = form.getState()
            if (!submitFailed || !hasValidationErrors) return
            const refused = LEAD_FIELDS.filter((field) => errors?.[field])
            trackLeadFormRefused(refused)
            const first = refused[0]
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
                action={route(LEAD_FORM_FALLBACK_PATH)}
                onSubmit={onSubmit}
                onFocus={prepare}
                onInput={onStart}
                noValidate
                aria-labelledby="lead-form-heading"
              >
                <noscript>
                  <OpeningNotice $tone="info">
                    <SlottedText text={fill(text.noScript)} slots={{ callUs: call }} />
                  </OpeningNotice>
                </noscript>
                <div aria-live="polite">{lastSend && <SendStateNotice state={lastSend} text={text} call={call} />}</div>
                <LeadField name="name" label={text.name} autoComplete="name" required />
                <LeadField name="email" label={text.email} type="email" autoComplete="email" required />
                <LeadField name="phone" label={text.phone} type="tel" autoComplete="tel" required />
                <LeadField name="message" label={text.message} autoComplete="off" multiline />
                <HoneypotField label={text.honeypot} />
                <SubmitButton label={text.submit} busyLabel={text.submitting} />
                <Note>{fill(text.replyNote)}</Note>
                <Notice id={LEAD_FORM_IDS.waiting} $tone="info" role="status" hidden>
                  {fill(text.waiting)}
                </Notice>
                <Notice id={LEAD_FORM_IDS.notSent} $tone="error" role="alert" hidden={!notSent}>
                  <SlottedText text={fill(text.notSent)} slots={{ callUs: call }} />
                </Notice>
              </form>
              {/* Empty here and in the browser alike: the build puts the compiled early script in
                  (gatsby/post-build/lead-form-early.ts), and React does not compare a script's inner HTML. */}
              <script id={LEAD_FORM_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: "" }} />
              <EarlyHandOver formRef={formRef} onPending={prepare} onFailed={onEarlyFailure} onTyped={onStart} />
            </>
          )
        }}
      </Form>
      <Note>
        <SlottedText
          text={fill(text.privacyNote)}
          slots={{ privacyLink: <Link to="/privacy-policy">{text.privacyLink}</Link> }}
        />
      </Note>
    </Panel>
  )
}

export default LeadForm
