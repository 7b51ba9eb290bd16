import { useCallback, useEffect, useRef } from "react"
import { Link } from "gatsby"
import styled, { keyframes } from "styled-components"
import { Menu, Phone, X } from "lucide-react"
import { shownLinks } from "../../lib/compliance"
import Icon from "../icon"
import PortalLinks from "./portal-links"
import { visuallyHidden } from "../ui/visually-hidden"
import { useDetailsOpen } from "../../hooks/use-details-open"
import { useDismiss } from "../../hooks/use-dismiss"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { CONSENT_ATTRIBUTE, CONSENT_BANNER_ID } from "../../lib/analytics-consent"
import { useLayoutText } from "../../hooks/use-layout-text"
import type { SiteData } from "../../hooks/use-site-data"
import { HEADER_ROW_HEIGHT } from "../../styles/header-offset"

const OpenIcon = styled(Menu)``
const CloseIcon = styled(X)``

// The page behind does not scroll while the menu is open: done by the style sheet, so before the scripts run too.
const Disclosure = styled.details`
  flex-shrink: 0;
  ${({ theme }) => theme.media.menuHeader} {
    body:has(&[open]) {
      overflow: hidden;
    }
  }
  ${({ theme }) => theme.media.wideHeader} {
    display: none;
  }
`

// Once open, the same button closes the menu: its icon turns to a cross.
const Toggle = styled.summary`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 48px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  list-style: none;
  font-weight: 600;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  ${CloseIcon}, [open] > & ${OpenIcon} {
    display: none;
  }
  [open] > & ${CloseIcon} {
    display: inline;
  }
`

// At 320 px the button's word would squeeze the brand name onto three lines (with WCAG 1.4.12 text spacing, taller
// than the header): there the icon alone shows, and the word is still the button's name.
const ToggleLabel = styled.span`
  ${({ theme }) => theme.media.narrowPhone} {
    ${visuallyHidden}
  }
`

const slideIn = keyframes`
  from {
    transform: translateX(100%);
  }
`

// Below the header's row, which keeps the brand and the button that closes the menu in view.
const Panel = styled.div`
  position: fixed;
  top: var(${HEADER_ROW_HEIGHT});
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  /* while the privacy banner asks, the menu's end scrolls clear of it, as the page's does, and so does a link that
     takes focus (WCAG 2.2 Focus Not Obscured): the browser scrolls it out of the panel's scroll padding */
  html[${CONSENT_ATTRIBUTE}="ask"] & {
    padding-bottom: ${({ theme }) => theme.layout.consentClearance};
    scroll-padding-bottom: ${({ theme }) => theme.layout.consentClearance};
  }
  [open] > & {
    animation: ${slideIn} 0.25s ease;
  }
`

const NavList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lead};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.primary};
  }
`

const SubList = styled(NavList)`
  padding-left: ${({ theme }) => theme.space.lg};
  a {
    font-size: ${({ theme }) => theme.fontSizes.body};
    font-weight: 500;
  }
`

const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lead};
  color: ${({ theme }) => theme.colors.primaryDark};
`

interface MobileMenuProps {
  site: SiteData
  pathname: string
}

/**
 * Without room for the navigation (below 768 px, or a phone on its side) it is a disclosure: a <details> whose
 * summary opens the panel below the header, with or without the page's scripts. Once they run, focus stays inside
 * while it is open, Escape or a press outside closes it, and so does choosing a link or any change of page.
 */
const MobileMenu = ({ site, pathname }: MobileMenuProps) => {
  const text = useLayoutText().layout
  const disclosure = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)
  const open = useDetailsOpen(disclosure)
  const close = useCallback(() => {
    if (disclosure.current) disclosure.current.open = false
  }, [])
  const dismiss = useCallback(() => {
    close()
    toggle.current?.focus()
  }, [close])
  useDismiss(disclosure, dismiss)
  useFocusTrap(disclosure, open, CONSENT_BANNER_ID)
  // Not on the first render: a menu opened before the page's scripts ran stays open.
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    close()
  }, [pathname, close])

  return (
    // Opened before the page's scripts ran, it is open in the server's HTML: the browser's doing, not a mismatch.
    <Disclosure ref={disclosure} suppressHydrationWarning>
      <Toggle ref={toggle}>
        <OpenIcon aria-hidden="true" focusable="false" size={24} />
        <CloseIcon aria-hidden="true" focusable="false" size={24} />
        <ToggleLabel>{text.menu}</ToggleLabel>
      </Toggle>
      <Panel>
        <nav aria-label={text.mainNavLabel}>
          <NavList>
            {shownLinks(site.nav, site.compliance).map((item) => (
              <li key={item.path}>
                {/* Closed at once, so the page can be seen fading out on its way to the next one. */}
                <Link to={item.path} onClick={close}>
                  {item.name}
                </Link>
                {item.hasDropdown && (
                  <SubList>
                    {site.servicesMenu
                      .filter((entry) => entry.path !== item.path)
                      .map((entry) => (
                        <li key={entry.path}>
                          <Link to={entry.path} onClick={close}>
                            {entry.icon && <Icon name={entry.icon} size={20} />}
                            {entry.name}
                          </Link>
                        </li>
                      ))}
                  </SubList>
                )}
              </li>
            ))}
          </NavList>
        </nav>
        <PhoneLink href={site.phone.href}>
          <Phone aria-hidden="true" focusable="false" size={22} />
          {site.phone.display}
        </PhoneLink>
        <PortalLinks loginUrl={site.portal.loginUrl} signupUrl={site.portal.signupUrl} stacked />
      </Panel>
    </Disclosure>
  )
}

export default MobileMenu
