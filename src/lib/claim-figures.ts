/** Every string in a YAML value with its field path ("3.faqs.items.0.answer"). */
export const stringsWithPaths = (value: unknown, path = ""): Array<{ path: string; text: string }> => {
  if (typeof value === "string") return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsWithPaths(item, path ? `${path}.${index}` : `${index}`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringsWithPaths(item, path ? `${path}.${key}` : key))
  return []
}
