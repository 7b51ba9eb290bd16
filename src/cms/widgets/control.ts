// What Decap gives a widget's control, the part the site's own widgets use (decap-cms-core's typings call every prop
// `any`), and the built-in controls they wrap or extend.
import CMS from "decap-cms-app"
import type { ComponentClass } from "react"

interface Immutable {
  get: (key: string, fallback?: unknown) => unknown
  getIn: (path: string[]) => { toJS: () => unknown } | undefined
}

export interface ControlProps {
  value: unknown
  field: Immutable
  /** The entry being edited, both languages; `newRecord` is false once it has a file. */
  entry?: Immutable
  /** The entry as Decap's store holds it now: `entry` is as it was when this field last changed. */
  getEntry?: () => Immutable
  /** Decap's validation of the field (its own checks, then the control's isValid), which sets the field's note. */
  validate?: () => void
  /** The entry's collection as Decap holds it. */
  collection?: { get: (key: "name") => string }
  forID: string
  classNameWrapper: string
  /** Whether the control is drawn as the one being edited. */
  hasActiveStyle?: boolean
  /** `metadata`: what a relation's chosen entry holds, kept beside the value. */
  onChange: (value: unknown, metadata?: unknown) => void
  setActiveStyle: () => void
  setInactiveStyle: () => void
  /** Sets the errors shown on a list or group, by its id. */
  onValidateObject: (id: string, errors: ValidationError[]) => void
}

export interface ValidationError {
  type: string
  message: string
}

export type Control = ComponentClass<ControlProps>

interface Registered {
  control: Control
  preview?: ComponentClass
}

/** A widget Decap registers itself (string, text, list, object), to wrap or extend. */
export const builtIn = (name: string): Registered => CMS.getWidget(name) as unknown as Registered

/** The field's label as Decap shows it. */
export const labelOf = (props: ControlProps): string => String(props.field.get("label", props.field.get("name")))
