import styled from "styled-components"
import LocalLink from "./local-link"

// A block of its own in the title, so the whole line box is the target: 24 px high at least, even in body type.
const Anchor = styled(LocalLink)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.xs} 0;
`

/** A card's or list item's title, leading to its page (its French twin from a French page) when it has one. */
const TitleLink = ({ text, path }: { text: string; path?: string | null }) =>
  path ? <Anchor to={path}>{text}</Anchor> : <>{text}</>

export default TitleLink
