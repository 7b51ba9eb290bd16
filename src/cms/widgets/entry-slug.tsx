import { Component } from "react"

import type { Control, ControlProps } from "./control"

/**
 * The slug is typed once, when the entry is created: it names the file, and the build refuses a slug that disagrees
 * with its file's name, so on an existing entry it is shown and not editable.
 */
export const entrySlug = (StringControl: Control): Control =>
  class EntrySlug extends Component<ControlProps> {
    render() {
      if (this.props.entry?.get("newRecord") !== false) return <StringControl {...this.props} />
      return (
        <input
          id={this.props.forID}
          className={this.props.classNameWrapper}
          value={String(this.props.value ?? "")}
          readOnly
          onFocus={this.props.setActiveStyle}
          onBlur={this.props.setInactiveStyle}
        />
      )
    }
  }
