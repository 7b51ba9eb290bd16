import { ICON_SPRITE, iconSymbolId } from "../lib/icon-symbol"

interface IconProps {
  name: string
  size?: number
  className?: string
}

/**
 * A decorative icon named in YAML. The build refuses a name the sprite does not have (gatsby/checks/entry-validation.ts), so the
 * list of names stays out of the pages' JavaScript. It points at a symbol of
 * static/icons.svg (scripts/make-icon-sprite.mjs) rather than bundling lucide-react's drawings of every icon an editor
 * may name, which cost about 7 KB of gzip JavaScript on every page.
 */
const Icon = ({ name, size = 24, className }: IconProps) => (
  <svg
    aria-hidden="true"
    focusable="false"
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
  >
    <use href={`${ICON_SPRITE}#${iconSymbolId(name)}`} />
  </svg>
)

export default Icon
