import { Component } from "react"

import Icon from "../../components/icon"
import { iconSymbolId } from "../../lib/icon-symbol"
import type { ControlProps } from "./control"

/** An icon's name as a person reads it: "CalendarCheck" is "Calendar check". */
export const iconLabel = (name: string): string => {
  // the words of its sprite id, which splits the name where a person reads a new word
  const words = iconSymbolId(name).replace(/-/g, " ")
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The site's icons offered as pictures, the site's own drawings from its sprite, each a radio button named in words:
 * content staff pick the picture, the file keeps the icon's name.
 */
export class IconPicker extends Component<ControlProps> {
  options = (): string[] => {
    const options = this.props.field.get("options") as { toArray?: () => string[] } | undefined
    return options?.toArray?.() ?? []
  }

  render() {
    const value = String(this.props.value ?? "")
    return (
      <div
        role="radiogroup"
        id={this.props.forID}
        aria-label={String(this.props.field.get("label", this.props.field.get("name")))}
        className="icon-picker"
      >
        {this.options().map((name) => (
          <label key={name} className="icon-picker-option">
            <input
              type="radio"
              name={this.props.forID}
              value={name}
              checked={value === name}
              onChange={() => this.props.onChange(name)}
              onFocus={this.props.setActiveStyle}
              onBlur={this.props.setInactiveStyle}
            />
            <Icon name={name} size={28} />
            <span>{iconLabel(name)}</span>
          </label>
        ))}
      </div>
    )
  }
}
