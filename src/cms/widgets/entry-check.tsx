import { Component, createElement } from "react"

import type { CmsCollection } from "../cms-config-types"
import type { Language } from "../../lib/language"
import { editorCoverage, editorTherapistTitle, entryWordingProblems, languageOfEditorFile } from "../entry-wording"
import { markFields } from "../field-marks"
import { frenchFileData, frenchGapMessage, frenchSideGaps } from "../french-side"
import type { Control, ControlProps } from "./control"

type Data = Record<string, unknown>

/**
 * The entry's first field (its web address name; a file's first field for the site facts and the interface words) also
 * checks the whole entry when Decap validates the English pane
 * before a save, so that nothing the build refuses reaches the backend: a translated field the English side fills and
 * the French side leaves empty, and words check:content refuses (src/lib/wording-rules.ts) on either side. Each
 * refuses the save with its message here, and the field at fault is marked in its pane.
 */
export const checkingEntry = (Inner: Control, collections: ReadonlyArray<CmsCollection>): Control =>
  class EntryCheck extends Component<ControlProps> {
    // Decap calls it unbound, as a function of its own
    isValid = (): true | { error: { type: string; message: string } } => {
      const { entry } = this.props
      // the collection as configured: Decap's own copy spells each field's i18n its own way
      const collection = collections.find((each) => each.name === this.props.collection?.get("name"))
      // a file collection's entry is one of its files (the site facts, or their French file), named by the entry's slug
      const file = collection?.files?.find((each) => each.name === entry?.get("slug"))
      const fields = file?.fields ?? collection?.fields
      if (!entry || !collection || !fields) return true
      const { i18n } = collection
      const english = (entry.getIn(["data"])?.toJS() ?? {}) as Data
      const french = (entry.getIn(["i18n", "fr", "data"])?.toJS() ?? {}) as Data
      const gaps = i18n ? frenchSideGaps(fields, english, french) : []
      const context = { collection: collection.name, slug: String(english.slug ?? "") }
      const side = (language: Language, data: Data) =>
        entryWordingProblems(fields, data, {
          ...context,
          language,
          therapistTitle: editorTherapistTitle(language),
          coverage: editorCoverage(language, collections),
        })
      const wording = [
        // the entry's data is in its file's language: English, but for a file collection's French file
        ...side(file ? languageOfEditorFile(file) : "en", english),
        // what the save writes in the French file: the French pane may hold the English side's shared values too
        ...(i18n ? side("fr", frenchFileData(french, fields)) : []),
      ]
      markFields(document, [...gaps.map((labels) => ({ language: "fr" as const, labels })), ...wording])
      const problems = [...gaps.map(frenchGapMessage), ...wording.map(({ message }) => message)]
      if (problems.length === 0) return true
      // Decap's toast says only that a required field is empty: the list is in this field's note, at the top of the pane
      document.querySelector(`label[for="${this.props.forID}"]`)?.scrollIntoView({ block: "nearest" })
      // "presence": Decap then says a field that must be filled in is empty, which only a gap is
      return { error: { type: gaps.length > 0 ? "PRESENCE" : "CUSTOM", message: problems.join("; ") } }
    }

    // Decap re-renders a control only when its own value changes, unless the control says otherwise: this one reads the
    // whole entry, so it takes every new one (else `entry` would be as it was when this field last changed)
    shouldComponentUpdate(next: ControlProps) {
      const changed = (key: keyof ControlProps) => next[key] !== this.props[key]
      return changed("entry") || changed("value") || changed("classNameWrapper") || changed("hasActiveStyle")
    }

    // createElement, as the other wrappers: under `gatsby develop` the editor's development JSX runtime checks a built-in
    // control's propTypes against the production React the admin page loads, and throws
    render() {
      return createElement(Inner, this.props)
    }
  }
