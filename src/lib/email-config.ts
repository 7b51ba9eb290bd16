/**
 * Where the lead form sends, fixed at build time. Each variable is read as a
 * literal `process.env.GATSBY_…` expression so that webpack inlines it: in a
 * build with EmailJS keys the local-inbox branch becomes dead code and is
 * dropped, leaving no trace of it in the bundle.
 */

export interface EmailConfig {
  publicKey: string
  serviceId: string
  templateId: string
  toEmail: string
  origin: string
}

export const EMAILJS_ORIGIN = "https://api.emailjs.com"

/** `pageOrigin` is the site's own origin, where `npm start` (scripts/serve.mjs) keeps a local inbox. */
export const emailConfig = (pageOrigin: string): EmailConfig => {
  if (!process.env.GATSBY_EMAILJS_PUBLIC_KEY && !process.env.GATSBY_EMAILJS_SERVICE_ID && !process.env.GATSBY_EMAILJS_TEMPLATE_ID)
    return {
      publicKey: "local-inbox",
      serviceId: "local-inbox",
      templateId: "local-inbox",
      toEmail: process.env.GATSBY_LEADS_TO_EMAIL || "",
      origin: pageOrigin,
    }
  return {
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY || "",
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID || "",
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID || "",
    toEmail: process.env.GATSBY_LEADS_TO_EMAIL || "",
    origin: process.env.GATSBY_EMAILJS_ORIGIN || EMAILJS_ORIGIN,
  }
}
