import styled from "styled-components"
import { Clock, MapPin, Phone } from "lucide-react"
import { useSiteData } from "../../hooks/use-site-data"
import type { ContactCardText } from "../../queries/interface-fragments"
import { formatAddress } from "../../lib/facts"
import { isConfirmed } from "../../lib/confirmation"
import { useLayoutText } from "../../hooks/use-layout-text"
import UnconfirmedMark from "../ui/unconfirmed-mark"

const Card = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  address {
    font-style: normal;
  }
  dl {
    margin: 0;
  }
  dt {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-weight: 700;
    margin-top: ${({ theme }) => theme.space.md};
  }
  dt svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
  }
  /* A line of its own, so the whole line is the target: 24 px high and more, not the 19 px of its letters. */
  a {
    display: inline-block;
    font-weight: 700;
  }
`

/** The clinic's phone, office and hours, all from data/site.yaml. */
const ContactCard = ({ text }: { text: ContactCardText }) => {
  const site = useSiteData()
  const { placeholder } = useLayoutText().layout
  return (
    <Card aria-labelledby="contact-card-heading">
      <h2 id="contact-card-heading">{text.heading}</h2>
      <address>
        <dl>
          <dt>
            <Phone aria-hidden="true" focusable="false" size={20} />
            {text.phone}
          </dt>
          <dd>
            <a href={site.phone.href}>{site.phone.display}</a>
          </dd>
          <dt>
            <MapPin aria-hidden="true" focusable="false" size={20} />
            {text.office}
          </dt>
          <dd>
            {formatAddress(site.address)}
            <UnconfirmedMark shown={!isConfirmed(site.address.confirmed)} label={placeholder} />
          </dd>
          <dt>
            <Clock aria-hidden="true" focusable="false" size={20} />
            {text.hours}
          </dt>
          {site.hoursText.map((line) => (
            <dd key={line}>{line}</dd>
          ))}
        </dl>
      </address>
    </Card>
  )
}

export default ContactCard
