import { Link } from "gatsby"
import type { ComponentProps } from "react"
import { useRoute } from "../../hooks/use-page-frame"

/** Gatsby's Link to an English route, going to its French twin from a French page where that twin exists. */
const LocalLink = ({ to, ...rest }: ComponentProps<typeof Link>) => {
  const route = useRoute()
  return <Link {...(rest as object)} to={route(to)} />
}

export default LocalLink
