import { Component, createElement } from "react"

import type { Control, ControlProps } from "./control"

/** What Decap calls on a group's or a list's control besides rendering it. */
interface Checkable {
  validate?: () => void
  focus?: (path: string) => void
}

/**
 * A built-in control rendered as it is, with `check` run in place of its own validate (given it). Composition, not a
 * subclass: Decap's controls are native classes, which the editor's compiled subclasses cannot extend.
 */
export const wrapped = (Base: Control, check: (props: ControlProps, validate: () => void) => void): Control =>
  class Wrapped extends Component<ControlProps> {
    inner: Checkable | null = null

    validate = () => check(this.props, () => this.inner?.validate?.())

    focus = (path: string) => this.inner?.focus?.(path)

    render() {
      return createElement(Base, {
        ...this.props,
        ref: (inner: Checkable | null) => {
          this.inner = inner
        },
      } as ControlProps)
    }
  }
