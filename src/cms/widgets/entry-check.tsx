import { Component, createElement } from "react"

import type { CmsCollection } from "../cms-config-types"
import type { Language } from "../../lib/language"
import { editorCoverage, editorTherapistTitle, entryWordingProblems, languageOfEditorFile } from "../entry-wording"
import { type FieldMark, markFields } from "../field-marks"
import { frenchFileData, frenchSideCopies, frenchSideGaps } from "../french-side"
import { hideUnused, unusedLabels } from "../page-groups"
import { REFUSAL_POINTER, refusalReasons, showRefusal } from "../refusal-summary"
import type { Control, ControlProps } from "./control"

type Data = Record<string, unknown>

/** What a change in the editor fires: typing, or a click (an icon chosen, an item added or removed). */
const CHANGES = ["input", "click"] as const

/**
 * The entry's first field (its web address name; a file's first field for the site facts and the interface words) also
 * checks the whole entry when Decap validates the English pane before a save, so that nothing the build refuses
 * reaches the backend: a translated field the English side fills and the French side leaves empty or leaves in
 * English, word for word, and words check:content refuses (src/lib/wording-rules.ts) on either side. A refused save lists every problem at the
 * top of the pane, and beside each field at fault in its pane; both follow each change until none is left.
 * Being the first field Decap validates at a save, it also sums up every reason the save is refused, Decap's own too, at
 * the top of the pane (refusal-summary.ts), once Decap has shown them beside their fields. And it hides, in its pane,
 * the optional groups of other pages (page-groups.ts).
 */
export const checkingEntry = (Inner: Control, collections: ReadonlyArray<CmsCollection>): Control =>
  class EntryCheck extends Component<ControlProps> {
    /** Whether the last check refused the save, or a save was tried and refused: the notes then follow each change. */
    private refused = false
    /** Whether a save was tried since the summary was last empty: the summary then follows each change. */
    private saveTried = false
    /** The entry's own reasons, as the last check found them. */
    private reasons: string[] = []
    private summing: ReturnType<typeof setTimeout> | undefined
    /** Set while Decap validates for another reason than a save: leaving the field, or a change after a refusal. */
    private quiet = false
    private pending: ReturnType<typeof setTimeout> | undefined

    /** The entry as the store holds it, with its collection and fields as configured. */
    private configured() {
      // the store's entry: the `entry` prop is the one of this field's last change
      const entry = this.props.getEntry?.() ?? this.props.entry
      // the collection as configured: Decap's own copy spells each field's i18n its own way
      const collection = collections.find((each) => each.name === this.props.collection?.get("name"))
      // a file collection's entry is one of its files (the site facts, or their French file), named by the entry's slug
      const file = collection?.files?.find((each) => each.name === entry?.get("slug"))
      return { entry, collection, file, fields: file?.fields ?? collection?.fields }
    }

    /** The entry's problems: the French side's gaps first, which Decap is told are empty fields. */
    private problems(): { gaps: number; marks: FieldMark[] } {
      const { entry, collection, file, fields } = this.configured()
      if (!entry || !collection || !fields) return { gaps: 0, marks: [] }
      const { i18n } = collection
      const english = (entry.getIn(["data"])?.toJS() ?? {}) as Data
      const french = (entry.getIn(["i18n", "fr", "data"])?.toJS() ?? {}) as Data
      const context = { collection: collection.name, slug: String(english.slug ?? "") }
      const side = (language: Language, data: Data) =>
        entryWordingProblems(fields, data, {
          ...context,
          language,
          therapistTitle: editorTherapistTitle(language),
          coverage: editorCoverage(language, collections),
        })
      const gaps = i18n ? frenchSideGaps(fields, english, french) : []
      const marks = [
        ...gaps,
        // French words left as Decap's "Copy from the other language" put them, in English
        ...(i18n ? frenchSideCopies(fields, english, french) : []),
        // the entry's data is in its file's language: English, but for a file collection's French file
        ...side(file ? languageOfEditorFile(file) : "en", english),
        // what the save writes in the French file: the French pane may hold the English side's shared values too
        ...(i18n ? side("fr", frenchFileData(french, fields)) : []),
      ]
      return { gaps: gaps.length, marks }
    }

    // Decap calls it unbound, as a function of its own
    isValid = (): true | { error: { type: string; message: string } } => {
      // leaving the field before any refused save: its own pattern is Decap's to check, the entry waits for the save
      if (this.quiet && !this.refused) return true
      const { gaps, marks } = this.problems()
      markFields(document, marks)
      this.reasons = marks.map(({ message }) => message)
      if (!this.quiet) this.saveTried = true
      if (this.saveTried) this.summarize()
      this.follow(marks.length > 0 || this.saveTried)
      if (marks.length === 0) return true
      // Decap's toast says only that a required field is empty: the list is in the summary, at the top of the pane
      if (!this.quiet) document.querySelector(`label[for="${this.props.forID}"]`)?.scrollIntoView({ block: "nearest" })
      // "presence": Decap then says a field that must be filled in is empty, which only a gap is. The note Decap shows
      // beside this field points to the summary: the reasons are other fields', each shown beside its own.
      return { error: { type: gaps > 0 ? "PRESENCE" : "CUSTOM", message: REFUSAL_POINTER } }
    }

    /**
     * The summary of every reason, once Decap has validated the other fields and drawn their notes (it validates the
     * fields in order, this one first, all within the click on Publish).
     */
    private summarize() {
      clearTimeout(this.summing)
      this.summing = setTimeout(() => {
        const control = document.querySelector(`label[for="${this.props.forID}"]`)?.parentElement?.parentElement
        if (!control) return
        const reasons = refusalReasons(document, this.reasons)
        showRefusal(control, reasons)
        if (reasons.length > 0) return
        this.saveTried = false
        this.follow(false)
      })
    }

    /** After a refused save, each change checks the entry again (Decap re-renders this field only when it changes). */
    private follow(refused: boolean) {
      if (refused === this.refused) return
      this.refused = refused
      for (const type of CHANGES) document[refused ? "addEventListener" : "removeEventListener"](type, this.changed, true)
    }

    // after Decap has stored the change the event made
    private changed = () => {
      clearTimeout(this.pending)
      this.pending = setTimeout(() => this.recheck())
    }

    private recheck() {
      this.quiet = true
      try {
        // Decap's own validation of the field, which sets its note to what isValid answers
        this.props.validate?.()
      } finally {
        this.quiet = false
      }
    }

    private setInactiveStyle = () => {
      this.quiet = true
      try {
        this.props.setInactiveStyle()
      } finally {
        this.quiet = false
      }
    }

    /** Hides the optional groups this page leaves to others, among the fields of this field's pane. */
    private hideUnusedGroups() {
      const { entry, fields } = this.configured()
      const pane = document.querySelector(`label[for="${this.props.forID}"]`)?.parentElement?.parentElement?.parentElement
      if (!entry || !fields || !pane) return
      const data = (entry.getIn(["data"])?.toJS() ?? {}) as Data
      const slug = entry.get("newRecord") ? undefined : String(data.slug ?? "")
      hideUnused(pane, unusedLabels(fields, slug, data))
    }

    componentDidMount() {
      this.hideUnusedGroups()
    }

    componentDidUpdate() {
      this.hideUnusedGroups()
    }

    componentWillUnmount() {
      clearTimeout(this.pending)
      clearTimeout(this.summing)
      this.follow(false)
    }

    // Decap re-renders a control only when its own value changes, unless the control says otherwise: this one reads the
    // whole entry, so it takes every new one
    shouldComponentUpdate(next: ControlProps) {
      const changed = (key: keyof ControlProps) => next[key] !== this.props[key]
      return changed("entry") || changed("value") || changed("classNameWrapper") || changed("hasActiveStyle")
    }

    // createElement, as the other wrappers: under `gatsby develop` the editor's development JSX runtime checks a built-in
    // control's propTypes against the production React the admin page loads, and throws
    render() {
      return createElement(Inner, { ...this.props, setInactiveStyle: this.setInactiveStyle })
    }
  }
