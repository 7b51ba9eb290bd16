import { Component, createElement } from "react"

import { hoursRowSummary } from "../hours-summary"
import type { Control, ControlProps } from "./control"

/** The parts of Decap's list control (decap-cms-widget-list's ListControl) this widget reaches. */
interface ListInstance {
  objectLabel: (item: unknown) => string
  forceUpdate: () => void
  validate?: () => void
  focus?: (path: string) => void
}

const plain = (item: unknown): Record<string, unknown> =>
  (item as { toJS?: () => Record<string, unknown> } | null)?.toJS?.() ?? {}

/**
 * The opening hours' list, each folded row named in words ("Monday to Friday, 9:00 to 17:00", src/cms/hours-summary.ts)
 * where Decap's summary template would write the days as ["Monday",…]. Decap's ListControl titles a row with its own
 * objectLabel, called from its render: the instance's is replaced once it is mounted, and the list drawn again.
 */
export const hoursList = (ListControl: Control): Control =>
  class HoursList extends Component<ControlProps> {
    inner: ListInstance | null = null

    validate = () => this.inner?.validate?.()

    focus = (path: string) => this.inner?.focus?.(path)

    attach = (inner: ListInstance | null) => {
      const named = inner !== null && inner === this.inner
      this.inner = inner
      if (!inner || named) return
      inner.objectLabel = (item: unknown) => hoursRowSummary(plain(item))
      inner.forceUpdate()
    }

    render() {
      return createElement(ListControl, { ...this.props, ref: this.attach } as ControlProps)
    }
  }
