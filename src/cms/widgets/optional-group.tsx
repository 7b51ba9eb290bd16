import type { Control } from "./control"
import { wrapped } from "./wrapped"

/** Nothing typed: absent, empty text, or a list or group whose every value is nothing typed. */
export const isBlank = (value: unknown): boolean => {
  if (value === null || value === undefined || value === "") return true
  const collection = value as { every?: (test: (item: unknown) => boolean) => boolean }
  return typeof value === "object" && typeof collection.every === "function" && collection.every(isBlank)
}

/**
 * An optional group (site.yaml's seal, a hero's image, a page's intro): its fields are required as the model says, but
 * checked only once something in it is filled, so a file without the group saves and one with half a group does not
 * (a hero image without its alt text). Decap's own object widget checks a group's fields even when it is left out.
 */
export const optionalGroup = (ObjectControl: Control): Control =>
  wrapped(ObjectControl, (props, checkFields) => {
    if (!isBlank(props.value)) checkFields()
  })
