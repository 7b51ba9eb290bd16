import { Component } from "react"

import type { Control, ControlProps } from "./control"

/**
 * A text field with a count of its characters against the length `npm run check:content` warns past (search results
 * cut a title after about 60 characters and a description after about 160): the count turns red past the limit.
 */
export const countedText = (TextControl: Control): Control =>
  class CountedText extends Component<ControlProps> {
    render() {
      const limit = Number(this.props.field.get("counter"))
      const length = typeof this.props.value === "string" ? this.props.value.length : 0
      const over = length > limit
      return (
        <>
          <TextControl {...this.props} />
          <p id={`${this.props.forID}-count`} style={{ margin: "4px 0 0", fontSize: 12, color: over ? "#b3261e" : "#5c6470" }}>
            {over
              ? `${length} characters: search results show about ${limit}, the rest is cut off`
              : `${length} of about ${limit} characters search results show`}
          </p>
        </>
      )
    }
  }
