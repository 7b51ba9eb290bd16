import { useEffect, useState } from "react"
import styled from "styled-components"
import { absoluteUrl } from "../../lib/site-url"
import { useLayoutText } from "../../hooks/use-layout-text"
import type { SiteData } from "../../hooks/use-site-data"

// Paper has no header and no links to follow: who to call and where the page lives are written out instead.
const Line = styled.p`
  display: none;
  ${({ theme }) => theme.media.print} {
    display: block;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid #000;
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`

const Nowrap = styled.span`
  white-space: nowrap;
`

/** One line that exists only on paper: the clinic, its phone number and the page's own address. */
const PrintLine = ({ site, pathname }: { site: SiteData; pathname: string }) => {
  // Written after hydration: the not-found page is built at /404.html but shown at any path, so the server's
  // address would not match the browser's.
  const [address, setAddress] = useState("")
  const text = useLayoutText().layout
  useEffect(() => setAddress(absoluteUrl(pathname)), [pathname])
  return (
    <Line>
      <strong>{site.brand.name}</strong> · {text.printPhone} <Nowrap>{site.phone.display}</Nowrap>
      {address && ` · ${address}`}
    </Line>
  )
}

export default PrintLine
