import type { MouseEvent } from "react"
import Link from "../ui/local-link"
import { useLayoutText } from "../../hooks/use-layout-text"
import { analyticsConfigured } from "../../lib/analytics"
import { CONSENT_BANNER_ID } from "../../lib/analytics-consent"

/**
 * The footer's way back to the analytics choice, the last of its legal links on every page: it shows the banner again and moves focus into it.
 * Without scripts (no analytics then) it leads to the Privacy Policy, which says what the choice is.
 */
const PrivacyChoicesLink = () => {
  const text = useLayoutText().consent
  if (!analyticsConfigured()) return null
  const reopen = (event: MouseEvent) => {
    if (!window.analyticsConsent) return
    event.preventDefault()
    window.analyticsConsent.reopen()
    document.getElementById(CONSENT_BANNER_ID)?.focus()
  }
  return (
    <li>
      <Link to="/privacy-policy" onClick={reopen} aria-controls={CONSENT_BANNER_ID}>
        {text.reopen}
      </Link>
    </li>
  )
}

export default PrivacyChoicesLink
