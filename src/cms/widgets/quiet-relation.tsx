import { Component, createElement } from "react"

import type { Control, ControlProps } from "./control"

/**
 * Decap's relation control (the reviewer's picker) as it is, without the change it reports once it has loaded its
 * options: the value it already holds, sent again with the chosen entry's data. That change marked every medical entry
 * "Unsaved changes" as it opened, and put its reviewer in the French pane's values. Choosing another entry goes through.
 * The control shows its loaded options only when redrawn (its shouldComponentUpdate ignores its state), which that
 * change used to cause: the wrapper redraws it instead.
 */
export const quietRelation = (Base: Control): Control =>
  class QuietRelation extends Component<ControlProps> {
    inner: Component | null = null

    onChange = (value: unknown, metadata?: unknown) => {
      if (!Object.is(value, this.props.value)) this.props.onChange(value, metadata)
      else this.inner?.forceUpdate()
    }

    render() {
      return createElement(Base, {
        ...this.props,
        onChange: this.onChange,
        ref: (inner: Component | null) => {
          this.inner = inner
        },
      } as ControlProps)
    }
  }
