type Data = Record<string, unknown>

/**
 * An entry being edited, for its page's screen: its fields are what the page's query gives (dates as data/ writes
 * them), but a hero photo is a file the build processes, so the preview shows the page without one.
 */
export function withoutPhoto<T>(data: Data): T {
  const hero = data.hero && typeof data.hero === "object" ? { ...(data.hero as Data), image: null } : data.hero
  return { ...data, hero } as T
}

/** A YAML group of fields: an object, not a list. */
export const isGroup = (value: unknown): value is Data => !!value && typeof value === "object" && !Array.isArray(value)

/**
 * The mark after an optional group's name in a placeholder entry: its placeholders fill the group only where the
 * entry has it (a question and answer just added has none of its fields yet), and never add a group the entry lacks.
 */
export const OPTIONAL_MARK = "?"

/** A value with something typed in it: a list with an item, a group with a field that is not empty. */
const isStarted = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0
    : isGroup(value)
      ? Object.values(value).some((inner) => inner !== undefined && inner !== null && inner !== "")
      : false

/**
 * An entry as typed so far, laid over its collection's placeholder entry (gatsby/content/cms-preview-data.ts): every
 * required value not yet typed shows as its field's label in brackets, so a new entry's preview never meets a gap.
 */
export function withPlaceholders(value: unknown, placeholder: unknown): unknown {
  if (value === undefined || value === null || value === "") return placeholder
  if (Array.isArray(placeholder))
    return Array.isArray(value) && value.length > 0 ? value.map((item) => withPlaceholders(item, placeholder[0])) : placeholder
  if (isGroup(placeholder) && isGroup(value)) {
    const filled: Data = { ...value }
    for (const [key, inner] of Object.entries(placeholder)) {
      const optional = key.endsWith(OPTIONAL_MARK)
      const name = optional ? key.slice(0, -OPTIONAL_MARK.length) : key
      if (!optional || isStarted(value[name])) filled[name] = withPlaceholders(value[name], inner)
    }
    return filled
  }
  return value
}

/**
 * A French pane's entry made whole for its preview: its words over the English entry's fields, as the build merges a
 * French file with its English twin (the pane holds the translated fields alone: no switch, link or icon of its own).
 */
export function overEnglish(french: unknown, english: unknown): unknown {
  if (french === undefined || french === null || french === "") return english
  if (Array.isArray(french))
    return french.map((item, index) => overEnglish(item, Array.isArray(english) ? english[index] : undefined))
  if (isGroup(french) && isGroup(english)) {
    const whole: Data = { ...english }
    for (const [key, value] of Object.entries(french)) whole[key] = overEnglish(value, english[key])
    return whole
  }
  return french
}
