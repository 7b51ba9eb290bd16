import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { Menu, Phone, X } from "lucide-react"
import { shownLinks } from "../../lib/compliance"
import Icon from "../icon"
import PortalLinks from "./portal-links"
import LanguageSwitcher from "./language-switcher"
import { visuallyHidden } from "../ui/visually-hidden"
import { useDismiss } from "../../hooks/use-dismiss"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { useLayoutText } from "../../hooks/use-layout-text"
import type { SiteData } from "../../hooks/use-site-data"
import { theme } from "../../styles/theme"

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  flex-shrink: 0;
  min-width: 48px;
  min-height: 48px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme }) => theme.media.medium} {
    display: none;
  }
`

// At 320 px the button's word would squeeze the brand name onto three lines (with WCAG 1.4.12 text spacing, taller
// than the header): there the icon alone shows, and the word is still the button's name.
const ToggleLabel = styled.span`
  ${({ theme }) => theme.media.narrowPhone} {
    ${visuallyHidden}
  }
`

const Panel = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
  transform: translateX(${({ $open }) => ($open ? "0" : "100%")});
  visibility: ${({ $open }) => ($open ? "visible" : "hidden")};
  /* Visible at once on opening (focus can move in), hidden only once it has slid out on closing. */
  transition:
    transform 0.25s ease,
    visibility ${({ $open }) => ($open ? "0s" : "0.25s")};
  ${({ theme }) => theme.media.medium} {
    display: none;
  }
`

const PanelTop = styled.div`
  display: flex;
  justify-content: flex-end;
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

export const MOBILE_MENU_ID = "mobile-menu"

/** Below 768 px the navigation is a full-screen panel: focus stays inside, Escape closes it, the page behind does not scroll. */
const MobileMenu = ({ site, pathname }: MobileMenuProps) => {
  const text = useLayoutText().layout
  const [open, setOpen] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => {
    setOpen(false)
    toggle.current?.focus()
  }, [])
  // A link chosen in the panel closes it at once, so the page can be seen fading out on its way to the next one.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false)
  }
  useDismiss(panel, open, close)
  useFocusTrap(panel, open)
  useEffect(() => setOpen(false), [pathname])
  // From 768 px the panel is not shown: a menu left open while the window widens must not keep the page locked.
  useEffect(() => {
    if (!open) return
    const wide = window.matchMedia(theme.media.medium.replace("@media ", ""))
    const onChange = () => wide.matches && setOpen(false)
    wide.addEventListener("change", onChange)
    return () => wide.removeEventListener("change", onChange)
  }, [open])
  useEffect(() => {
    if (!open) return
    const previous = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.body.style.overflow = previous
    }
  }, [open])

  return (
    <>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={MOBILE_MENU_ID} onClick={() => setOpen(true)}>
        <Menu aria-hidden="true" focusable="false" size={24} />
        <ToggleLabel>{text.menu}</ToggleLabel>
      </Toggle>
      <Panel
        id={MOBILE_MENU_ID}
        ref={panel}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-label={text.menu}
        onClick={closeOnLink}
      >
        <PanelTop>
          <Toggle type="button" onClick={close} aria-label={text.closeMenu}>
            <X aria-hidden="true" focusable="false" size={24} />
          </Toggle>
        </PanelTop>
        <nav aria-label={text.mainNavLabel}>
          <NavList>
            {shownLinks(site.nav, site.compliance).map((item) => (
              <li key={item.path}>
                <Link to={item.path}>{item.name}</Link>
                {item.hasDropdown && (
                  <SubList>
                    {site.servicesMenu
                      .filter((entry) => entry.path !== item.path)
                      .map((entry) => (
                        <li key={entry.path}>
                          <Link to={entry.path}>
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
        <LanguageSwitcher />
      </Panel>
    </>
  )
}

export default MobileMenu
