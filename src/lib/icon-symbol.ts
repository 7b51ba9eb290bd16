/** The sprite of the site's icons (static/icons.svg, scripts/make-icon-sprite.mts), one symbol an icon. */
export const ICON_SPRITE = "/icons.svg"

/** The sprite's symbol id of an icon: lucide's file name (CalendarCheck → calendar-check, Flower2 → flower-2). */
export const iconSymbolId = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/([a-zA-Z])([0-9])/g, "$1-$2")
    .toLowerCase()
