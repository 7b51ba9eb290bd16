import { Link } from "gatsby"
import styled from "styled-components"
import Container from "../ui/container"
import LinkLabel from "../ui/link-label"
import { fillSlots, formatAddress } from "../../lib/facts"
import { shownLinks } from "../../lib/compliance"
import { footerLists } from "../../lib/entry-lists"
import { useListEntries } from "../../hooks/use-list-entries"
import { useRoute } from "../../hooks/use-page-frame"
import { useLayoutText } from "../../hooks/use-layout-text"
import { useFacts, type SiteData } from "../../hooks/use-site-data"
import { isConfirmed } from "../../lib/confirmation"
import UnconfirmedMark from "../ui/unconfirmed-mark"
import PrivacyChoicesLink from "./privacy-choices-link"

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => `${theme.space.xxl} 0 ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  a {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  a:hover {
    text-decoration: underline;
  }
  :focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: 2fr repeat(3, 1fr);
  }
`

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.body};
  text-transform: uppercase;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.onPrimary};
`

const List = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  li {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  a {
    display: inline-block;
    padding: 0.15rem 0;
    text-decoration: none;
  }
`

const Address = styled.address`
  font-style: normal;
  p {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  /* A line of its own, so the whole line is the target: 24 px high and more, not the 19 px of its letters. */
  a {
    display: inline-block;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.footerBorder};
  font-size: ${({ theme }) => theme.fontSizes.small};
  /* Each link wraps as a whole onto the next line: the global overflow-wrap: anywhere would let a link shrink to one
     letter a line ("F/e/e/s") instead. */
  ul {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space.lg};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    overflow-wrap: break-word;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`

const Seal = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.md};
  img {
    display: block;
    height: 48px;
    width: auto;
  }
`

interface FooterLinksProps {
  title: string
  links: ReadonlyArray<{ name: string; path: string; hiddenContext?: string | null }>
}

const FooterLinks = ({ title, links }: FooterLinksProps) => (
  <nav aria-label={title}>
    <Heading>{title}</Heading>
    <List>
      {links.map((link) => (
        <li key={`${link.name}-${link.path}`}>
          <Link to={link.path}>
            <LinkLabel name={link.name} hiddenContext={link.hiddenContext} />
          </Link>
        </li>
      ))}
    </List>
  </nav>
)

const Footer = ({ site }: { site: SiteData }) => {
  const { footer } = site
  const layoutText = useLayoutText()
  const text = layoutText.footer
  const fill = useFacts()
  const lists = footerLists(useListEntries(), site.compliance, useRoute())
  return (
    <Wrapper>
      <Container>
        <Grid>
          <div>
            <Heading as="p">{site.brand.name}</Heading>
            <p>{fill(site.brand.blurb)}</p>
            {site.seal && (
              <Seal href={site.seal.href}>
                <img src={site.seal.image} alt={site.seal.alt} width={120} height={48} loading="lazy" />
              </Seal>
            )}
            <Heading>{text.contact}</Heading>
            <Address>
              <p>
                <a href={site.phone.href}>{site.phone.display}</a>
              </p>
              <p>
                {formatAddress(site.address)}
                <UnconfirmedMark shown={!isConfirmed(site.address.confirmed)} label={layoutText.layout.placeholder} />
              </p>
              {site.hoursText.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Address>
          </div>
          <div>
            <FooterLinks title={text.navigation} links={shownLinks(footer.navigation, site.compliance)} />
            <FooterLinks title={text.locations} links={lists.locations} />
          </div>
          <div>
            <FooterLinks title={text.services} links={lists.services} />
          </div>
          <div>
            <FooterLinks title={text.conditions} links={lists.conditions} />
            {lists.medications.length > 0 && <FooterLinks title={text.medications} links={lists.medications} />}
          </div>
        </Grid>
        <Bottom>
          <p>{fillSlots(text.copyright, { year: new Date().getFullYear(), legalName: site.brand.legalName })}</p>
          <ul>
            {shownLinks(footer.legal, site.compliance).map((link) => (
              <li key={link.path}>
                <Link to={link.path}>
                  <LinkLabel name={link.name} hiddenContext={link.hiddenContext} />
                </Link>
              </li>
            ))}
            <PrivacyChoicesLink />
          </ul>
        </Bottom>
      </Container>
    </Wrapper>
  )
}

export default Footer
