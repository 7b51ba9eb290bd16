/** Sends a lead through @emailjs/browser, in the request shape of spec section 7. */
import type { EmailJSResponseStatus, StorageProvider } from "@emailjs/browser"
import type { LeadFailureReason } from "./analytics-events"
import type { EmailConfig } from "./email-config"
import type { Language } from "./language"
import type { LeadValues } from "./lead-validation"

export interface LeadTemplateParams {
  from_name: string
  from_email: string
  phone_number: string
  message: string
  to_email: string
}

export const NO_MESSAGE = "No message provided"

/**
 * The line that ends every lead's message, saying which language the visitor wrote in, so staff answer in it
 * (DECISIONS.md, "Languages"). It rides in `message`: the request keeps exactly the spec's five template params, which
 * the EmailJS template and the local inbox expect. In English, the words staff read the rest of the email in.
 */
export const LANGUAGE_LINE: Record<Language, string> = {
  en: "Language: English",
  fr: "Language: French (please reply in French)",
}

/** The language of the page the lead is sent from, by its <html lang> ("fr-CA" on a French page: gatsby-ssr, seo). */
const pageLanguage = (): Language => (/^fr\b/i.test(document.documentElement.lang) ? "fr" : "en")

/** One lead per 10 seconds from this page, counted by EmailJS in localStorage; a failed send is not counted. */
export const LEAD_RATE_LIMIT = { id: "contact-lead-form", throttle: 10_000 }

/**
 * Where `limitRate` remembers the last send. `init` replaces EmailJS's own
 * localStorage provider with none (and so silently turns the limit off) unless
 * one is given; this one also never lets blocked storage stop a lead.
 */
const rateLimitStorage: StorageProvider = {
  get: async (key) => {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set: async (key, value) => {
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // Without storage there is no limit: better than losing the lead.
    }
  },
  remove: async (key) => {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // As above.
    }
  },
}

/**
 * EmailJS stamps the time before it sends, so a send that then fails would hold back the retry the error invites. The
 * limit is there against repeated leads, and a failed send delivered none.
 */
const forgetAttempt = () => rateLimitStorage.remove(LEAD_RATE_LIMIT.id)

/** EmailJS answers a send blocked by `limitRate` with this status, without making a request. */
const RATE_LIMITED_STATUS = 429

export const leadTemplateParams = (values: LeadValues, toEmail: string, language: Language): LeadTemplateParams => ({
  from_name: (values.name ?? "").trim(),
  from_email: (values.email ?? "").trim(),
  phone_number: (values.phone ?? "").trim(),
  // An empty message keeps the spec's words, which alone read like an English lead: the language line follows it too.
  message: `${(values.message ?? "").trim() || NO_MESSAGE}\n\n${LANGUAGE_LINE[language]}`,
  to_email: toEmail,
})

/** Spec section 7: HTTP 200 or the text "OK"; anything else is a failure. */
export const isSendSuccess = (response: { status: number; text: string }): boolean =>
  response.status === 200 || response.text === "OK"

export class LeadSendError extends Error {
  constructor(
    message: string,
    /** Why, in the words the form's lead_form_error event reports (docs/analytics.md). */
    readonly reason: Exclude<LeadFailureReason, "scripts_not_loaded">,
    options?: { cause: unknown },
  ) {
    super(message, options)
    this.name = "LeadSendError"
  }

  /** True when the send was refused because the visitor sent one moments ago. */
  get rateLimited(): boolean {
    return this.reason === "rate_limit"
  }
}

// EmailJS is needed from the first send only: it loads once the visitor starts on the form (or at the send), so it
// stays out of the contact page's first-load JavaScript, whose budget it would break.
let emailJs: Promise<typeof import("@emailjs/browser")> | undefined
const loadEmailJs = () => {
  emailJs ??= import(/* webpackChunkName: "emailjs" */ "@emailjs/browser").catch((error: unknown) => {
    emailJs = undefined
    throw error
  })
  return emailJs
}

/** Starts loading EmailJS ahead of the first send; a failure here is met again, and reported, by the send. */
export const prepareLeadClient = (): void => {
  loadEmailJs().catch(() => undefined)
}

const describeFailure = (error: unknown, { EmailJSResponseStatus }: typeof import("@emailjs/browser")): string =>
  error instanceof EmailJSResponseStatus ? `${error.status} ${error.text}` : String(error)

/** Resolves when the lead was accepted; otherwise throws a LeadSendError. */
export async function sendLead(values: LeadValues, config: EmailConfig): Promise<void> {
  const missing = (
    [
      ["public key (user id)", config.publicKey],
      ["service id", config.serviceId],
      ["template id", config.templateId],
    ] as const
  )
    .filter(([, value]) => !value)
    .map(([name]) => name)
  if (missing.length) throw new LeadSendError(`EmailJS is not configured: missing ${missing.join(", ")}`, "not_configured")

  let emailjs: typeof import("@emailjs/browser")
  try {
    emailjs = await loadEmailJs()
  } catch (error) {
    throw new LeadSendError(`Sending the lead failed: EmailJS did not load: ${String(error)}`, "network", { cause: error })
  }
  const { EmailJSResponseStatus, init, send } = emailjs
  init({
    publicKey: config.publicKey,
    limitRate: LEAD_RATE_LIMIT,
    storageProvider: rateLimitStorage,
    origin: config.origin,
  })
  let response: EmailJSResponseStatus
  try {
    response = await send(config.serviceId, config.templateId, { ...leadTemplateParams(values, config.toEmail, pageLanguage()) })
  } catch (error) {
    const answered = error instanceof EmailJSResponseStatus
    const rateLimited = answered && error.status === RATE_LIMITED_STATUS
    if (!rateLimited) await forgetAttempt()
    // an answer came (EmailJS refused or failed), or none did (fetch itself threw: offline, blocked)
    const reason = rateLimited ? "rate_limit" : answered && error.status > 0 ? "provider" : "network"
    throw new LeadSendError(`Sending the lead failed: ${describeFailure(error, emailjs)}`, reason, { cause: error })
  }
  if (!isSendSuccess(response)) {
    await forgetAttempt()
    throw new LeadSendError(`Sending the lead failed: ${describeFailure(response, emailjs)}`, "provider")
  }
}
