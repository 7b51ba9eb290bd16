import styled from "styled-components"
import Link from "../ui/local-link"
import SlottedText from "../ui/slotted-text"
import { useLayoutText } from "../../hooks/use-layout-text"
import { analyticsConfigured } from "../../lib/analytics"
import { CONSENT_ATTRIBUTE, CONSENT_BANNER_ID, CONSENT_CHOICE_ATTRIBUTE, type ConsentChoice } from "../../lib/analytics-consent"

// Shown only while the inline queue says the page asks (it sets the attribute before the body is parsed, so the banner
// is there from the first paint with no shift); without scripts there is no analytics to consent to, and no banner.
const Region = styled.section`
  display: none;
  position: fixed;
  inset: auto 0 0 0;
  z-index: 900;
  /* at most a fifth of a 375×740 phone in either language; zoomed in, it scrolls rather than cut its first lines */
  max-height: 100vh;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  line-height: 1.4;
  border-top: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.header};
  font-size: ${({ theme }) => theme.fontSizes.small};
  html[${CONSENT_ATTRIBUTE}="ask"] & {
    display: block;
  }
  /* zoomed in, it is read first in the page, above the content, rather than fixed over it */
  ${({ theme }) => theme.media.zoomedScreen} {
    position: static;
    max-height: none;
  }
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  p {
    max-width: ${({ theme }) => theme.layout.maxWidth};
    margin: 0 auto ${({ theme }) => theme.space.xs};
  }
  ${({ theme }) => theme.media.print} {
    display: none !important;
  }
`

const Choices = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`

// Accept and Decline look the same: neither is the easy way out.
// Side by side even on a 320 px phone, so the banner stays low on the screen.
const Choice = styled.button`
  flex: 0 1 12rem;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primaryDark};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`

/** What a button chooses, for the inline queue's click listener (src/inline/analytics-queue.ts), not React's. */
const chooses = (choice: ConsentChoice) => ({ [CONSENT_CHOICE_ATTRIBUTE]: choice })

/**
 * The small, non-modal banner that asks before anything reaches Google (src/lib/analytics-consent.ts): a labelled
 * region at the bottom of every page, with two buttons of equal weight and a link to the Privacy Policy. The buttons
 * have no React handler: the inline queue makes them work from the first paint, whether or not the app loads.
 */
const ConsentBanner = () => {
  const text = useLayoutText().consent
  if (!analyticsConfigured()) return null
  return (
    <Region id={CONSENT_BANNER_ID} aria-label={text.label} tabIndex={-1}>
      <p>
        <SlottedText text={text.text} slots={{ privacyLink: <Link to="/privacy-policy">{text.privacyLink}</Link> }} />
      </p>
      <Choices>
        <Choice type="button" {...chooses("granted")}>
          {text.accept}
        </Choice>
        <Choice type="button" {...chooses("denied")}>
          {text.decline}
        </Choice>
      </Choices>
    </Region>
  )
}

export default ConsentBanner
