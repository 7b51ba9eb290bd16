import { useContext, type ReactNode } from "react"
import { PageFrameContext } from "../../hooks/use-page-frame"
import { useFacts } from "../../hooks/use-site-data"
import { LOCALES } from "../../lib/language"
import type { LeadSendState } from "../../lib/lead-send-state"
import type { LeadFormText } from "../../queries/interface-fragments"
import SlottedText from "../ui/slotted-text"
import { OpeningNotice } from "./notice"

interface SendStateNoticeProps {
  state: LeadSendState
  text: LeadFormText
  /** "call 1-844-… (hours)", the line the form's other notes end with. */
  call: ReactNode
}

/** What became of the request this tab sent before the visitor came back to the form (lib/lead-send-state.ts). */
const SendStateNotice = ({ state, text, call }: SendStateNoticeProps) => {
  const fill = useFacts()
  // a form rendered outside a page (a component test) speaks English
  const language = useContext(PageFrameContext)?.language ?? "en"
  if (state.kind === "sending") return <OpeningNotice $tone="info">{text.stillSending}</OpeningNotice>
  if (state.kind === "sent") {
    const at = new Intl.DateTimeFormat(LOCALES[language], { hour: "numeric", minute: "2-digit" }).format(state.at)
    const time = <time dateTime={state.at.toISOString()}>{at}</time>
    return (
      <OpeningNotice $tone="info">
        <SlottedText text={fill(text.sentEarlier)} slots={{ time }} />
      </OpeningNotice>
    )
  }
  const words = state.kind === "interrupted" ? text.sendInterrupted : text.sendFailed
  return (
    <OpeningNotice $tone="error">
      <SlottedText text={fill(words)} slots={{ callUs: call }} />
    </OpeningNotice>
  )
}

export default SendStateNotice
