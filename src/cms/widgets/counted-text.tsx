import { Component } from "react"

import type { Control, ControlProps } from "./control"

/**
 * A text field with a count of its characters against the length `npm run check:content` warns past (search results
 * cut a title after about 60 characters and a description after about 160): the count turns red past the limit
 * (its style in EDITOR_STYLE, editor-words.ts).
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
          <p id={`${this.props.forID}-count`} className="counted-text-count" data-over={over || undefined}>
            {over
              ? `${length} characters: search results show about ${limit}, the rest is cut off`
              : `${length} of about ${limit} characters search results show`}
          </p>
        </>
      )
    }
  }
