import { readFileSync } from "fs"
import path from "path"

/**
 * Every icon's symbol, hidden, at the top of each page's body and outside React's root, so icons drawn after a
 * client-side navigation find theirs too. Rendered at build time only (gatsby-ssr.tsx), from the project's root.
 */
const IconSprite = () => {
  const sprite = readFileSync(path.join(process.cwd(), "src", "icons", "sprite.svg"), "utf8")
  const symbols = sprite.match(/<symbol[\s\S]*?<\/symbol>/g)?.join("") ?? ""
  return (
    <div hidden>
      <svg xmlns="http://www.w3.org/2000/svg" dangerouslySetInnerHTML={{ __html: symbols }} />
    </div>
  )
}

export default IconSprite
