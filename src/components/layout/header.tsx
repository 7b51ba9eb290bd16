import { Link } from "gatsby"
import styled from "styled-components"
import { Phone } from "lucide-react"
import { shownLinks } from "../../lib/compliance"
import BrandLink from "./brand-link"
import MobileMenu from "./mobile-menu"
import PortalLinks from "./portal-links"
import LanguageSwitcher from "./language-switcher"
import ServicesDropdown from "./services-dropdown"
import Container from "../ui/container"
import { useScrolled } from "../../hooks/use-scrolled"
import { useLayoutText } from "../../hooks/use-layout-text"
import type { SiteData } from "../../hooks/use-site-data"
import { currentPageMark } from "../../styles/current-page-mark"
import { HEADER_ROW_HEIGHT } from "../../styles/header-offset"

/** The header turns compact once the page has scrolled this far. */
export const SCROLL_THRESHOLD_PX = 10

const Bar = styled.header<{ $compact: boolean }>`
  ${HEADER_ROW_HEIGHT}: ${({ theme, $compact }) => ($compact ? theme.layout.headerHeightCompact : theme.layout.headerHeight)};
  ${({ theme }) => theme.media.shortScreen} {
    ${HEADER_ROW_HEIGHT}: ${({ theme }) => theme.layout.headerHeightShort};
  }
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme, $compact }) => ($compact ? theme.shadows.header : "none")};
  border-bottom: 1px solid ${({ theme, $compact }) => ($compact ? "transparent" : theme.colors.border)};
  transition: box-shadow 0.2s ease;
  /* zoomed in, a header fixed over the page would leave little of it to read (WCAG 1.4.10): it scrolls away */
  ${({ theme }) => theme.media.zoomedScreen} {
    position: absolute;
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

const TopRow = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  height: var(${HEADER_ROW_HEIGHT});
  transition: height 0.2s ease;
  ${({ theme }) => theme.media.narrowPhone} {
    gap: ${({ theme }) => theme.space.xs};
  }
  /* the brand takes what the controls leave, its name wrapping */
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`

// One row cannot hold the brand, the navigation, the phone and both portal links without clipping below about
// 1230 px, so from 768 px the navigation and the phone take a second row at every width. A phone on its side is wide
// enough but too short for two rows (28% of the screen): it keeps the menu button.
const NavRow = styled(Container)`
  display: none;
  align-items: stretch;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  height: ${({ theme }) => theme.layout.headerNavRowHeight};
  ${({ theme }) => theme.media.wideHeader} {
    display: flex;
  }
`

const WideOnly = styled.div`
  display: none;
  ${({ theme }) => theme.media.wideHeader} {
    display: flex;
  }
`

const DesktopNav = styled.nav`
  > ul {
    display: flex;
    align-items: stretch;
    gap: ${({ theme }) => theme.space.sm};
    height: 100%;
    margin: 0 0 0 -${({ theme }) => theme.space.sm};
    padding: 0;
    list-style: none;
  }
  > ul > li {
    display: flex;
    align-items: center;
  }
`

const NavLink = styled(Link)`
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  ${currentPageMark}
`

const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primaryDark};
  text-decoration: none;
`

interface HeaderProps {
  site: SiteData
  pathname: string
}

const Header = ({ site, pathname }: HeaderProps) => {
  const text = useLayoutText().layout
  const compact = useScrolled(SCROLL_THRESHOLD_PX)
  return (
    <Bar $compact={compact}>
      <TopRow>
        <BrandLink name={site.brand.name} />
        <WideOnly>
          <PortalLinks loginUrl={site.portal.loginUrl} signupUrl={site.portal.signupUrl} />
        </WideOnly>
        {/* in the top row at every width: the other language one tap away on a phone too */}
        <LanguageSwitcher />
        <MobileMenu site={site} pathname={pathname} />
      </TopRow>
      <NavRow>
        <DesktopNav aria-label={text.mainNavLabel}>
          <ul>
            {shownLinks(site.nav, site.compliance).map((item) => (
              <li key={item.path}>
                {item.hasDropdown ? (
                  <ServicesDropdown
                    label={item.name}
                    items={site.servicesMenu}
                    active={pathname === item.path || pathname.startsWith(`${item.path}/`)}
                  />
                ) : (
                  <NavLink to={item.path}>{item.name}</NavLink>
                )}
              </li>
            ))}
          </ul>
        </DesktopNav>
        <PhoneLink href={site.phone.href}>
          <Phone aria-hidden="true" focusable="false" size={18} />
          {site.phone.display}
        </PhoneLink>
      </NavRow>
    </Bar>
  )
}

export default Header
