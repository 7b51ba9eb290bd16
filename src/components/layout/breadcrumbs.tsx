import { Link } from "gatsby"
import styled from "styled-components"
import Container from "../ui/container"
import { useSiteData } from "../../hooks/use-site-data"
import type { Crumb } from "../../lib/breadcrumbs"

const Bar = styled.nav`
  padding-top: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.small};
  /* A printed page has its address in the print line; the trail is for moving around the site. */
  ${({ theme }) => theme.media.print} {
    display: none;
  }
`

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
  }
  /* The separator is drawn, not written, so screen readers read the steps alone. */
  li + li::before {
    content: "";
    width: 0.4em;
    height: 0.4em;
    margin: 0 0.6em 0 0.4em;
    border-top: 1.5px solid currentColor;
    border-right: 1.5px solid currentColor;
    transform: rotate(45deg);
  }
  /* Taller than the small type's 22 px line, for a target of 24 px at least. */
  a {
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  [aria-current="page"] {
    color: ${({ theme }) => theme.colors.text};
  }
`

/** The trail above an entry page's title: links to where it sits, the page itself last and not a link. */
const Breadcrumbs = ({ trail }: { trail: ReadonlyArray<Crumb> }) => {
  const { breadcrumbs } = useSiteData()
  const last = trail.length - 1
  return (
    <Bar aria-label={breadcrumbs.label}>
      <Container>
        <Trail>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === last ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}
            </li>
          ))}
        </Trail>
      </Container>
    </Bar>
  )
}

export default Breadcrumbs
