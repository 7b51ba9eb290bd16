import { graphql } from "gatsby"

/** The contact page's form, toasts and card words (data/interface.yaml), fetched with the page, not bundled. */
export const interfaceFragments = graphql`
  fragment LeadFormTextFields on ContentLeadFormText {
    heading
    name
    email
    phone
    message
    honeypot
    submit
    submitting
    callUs
    noScript
    waiting
    notSent
    stillSending
    sentEarlier
    sendInterrupted
    sendFailed
    privacyNote
    privacyLink
    nameError
    emailError
    phoneError
    emergency
    replyNote
  }
  fragment ToastsTextFields on ContentToastsText {
    regionLabel
    success
    error
    dismiss
    sent
    sentNext
    failed
    rateLimited
    callToBook
  }
  fragment ContactCardTextFields on ContentContactCardText {
    heading
    phone
    office
    hours
  }
`

export type LeadFormText = Queries.LeadFormTextFieldsFragment
export type ToastsText = Queries.ToastsTextFieldsFragment
export type ContactCardText = Queries.ContactCardTextFieldsFragment
