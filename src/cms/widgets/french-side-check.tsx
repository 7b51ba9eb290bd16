import { Component } from "react"

import type { CmsCollection } from "../cms-config-types"
import { markFrenchGaps } from "../french-marks"
import { frenchGapMessage, frenchSideGaps } from "../french-side"
import type { Control, ControlProps } from "./control"

type Data = Record<string, unknown>

/**
 * The entry's first field (its web address name) also checks the French side when Decap validates the English pane
 * before a save: a translated field the English side fills and the French side leaves empty refuses the save as a
 * required field does, with its message here and the French field marked, before anything is sent to the backend.
 */
export const checkingFrenchSide = (Inner: Control, collections: ReadonlyArray<CmsCollection>): Control =>
  class FrenchSideCheck extends Component<ControlProps> {
    // Decap calls it unbound, as a function of its own
    isValid = (): true | { error: { type: string; message: string } } => {
      const { entry } = this.props
      // the collection as configured: Decap's own copy spells each field's i18n its own way
      const collection = collections.find((each) => each.name === this.props.collection?.get("name"))
      if (!entry || !collection?.i18n || !collection.fields) return true
      const { fields } = collection
      const english = (entry.getIn(["data"])?.toJS() ?? {}) as Data
      const french = (entry.getIn(["i18n", "fr", "data"])?.toJS() ?? {}) as Data
      const gaps = frenchSideGaps(fields, english, french)
      markFrenchGaps(document, gaps)
      const problems = gaps.map(frenchGapMessage)
      // "presence": Decap then says a field that must be filled in is empty, marked in red
      return problems.length > 0 ? { error: { type: "PRESENCE", message: problems.join("; ") } } : true
    }

    // Decap re-renders a control only when its own value changes, unless the control says otherwise: this one reads the
    // whole entry, so it takes every new one (else `entry` would be as it was when this field last changed)
    shouldComponentUpdate(next: ControlProps) {
      const changed = (key: keyof ControlProps) => next[key] !== this.props[key]
      return changed("entry") || changed("value") || changed("classNameWrapper") || changed("hasActiveStyle")
    }

    render() {
      return <Inner {...this.props} />
    }
  }
