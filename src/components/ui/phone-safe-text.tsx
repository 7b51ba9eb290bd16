import { Fragment } from "react"
import styled from "styled-components"
import { useSiteData } from "../../hooks/use-site-data"

const Whole = styled.span`
  white-space: nowrap;
`

/** A text (its facts filled in) with the clinic's phone number never broken across lines ("1-844-" / "222-7200"). */
const PhoneSafeText = ({ text }: { text: string }) => {
  const { display } = useSiteData().phone
  const parts = text.split(display)
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <Whole>{display}</Whole>}
          {part}
        </Fragment>
      ))}
    </>
  )
}

export default PhoneSafeText
