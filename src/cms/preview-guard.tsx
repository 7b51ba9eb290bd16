/**
 * What keeps a preview standing while an entry is typed halfway: a note for each value not usable yet, and a boundary
 * that catches a screen's error before Decap's own does. Decap's boundary shows "There's been an error - please open an
 * issue on GitHub" with a stack trace and never resets, so one bad keystroke left the preview broken after the value
 * was mended and saved (issue 62); this one resets as soon as the entry changes.
 */
import { Component, type ErrorInfo, type ReactNode } from "react"
import styled from "styled-components"

const Note = styled.aside`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.warningLight};
  font-size: ${({ theme }) => theme.fontSizes.small};

  p,
  ul {
    margin: 0;
  }
`

/** The values of the entry the preview shows otherwise or leaves out, each in words content staff can act on. */
export const NotShownYet = ({ notes }: { notes: ReadonlyArray<string> }) =>
  notes.length === 0 ? null : (
    <Note aria-label="Not shown yet">
      <p>Not shown yet: the preview shows the rest of the page.</p>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </Note>
  )

/** What a preview shows when what it fetches did not come (src/cms/fetched-data.ts): what happened, and what still works. */
export const NotLoaded = ({ reason }: { reason: string }) => (
  <Note role="alert">
    <p>
      The preview cannot show this page: the editor could not load the rest of the site from its server. The entry can still be
      edited and saved. Reload the editor to try the preview again.
    </p>
    <details>
      <summary>For the web team</summary>
      <p>{reason}</p>
    </details>
  </Note>
)

interface PreviewBoundaryProps {
  /** The entry's values: a new value (a keystroke) tries the screen again. */
  entry: unknown
  children: ReactNode
}

/** A screen that fails on the entry as typed so far shows a plain note instead, until the entry changes. */
export class PreviewBoundary extends Component<PreviewBoundaryProps, { error?: Error }> {
  state: { error?: Error } = {}

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // for the web team, in the browser's console: the screen and the value it could not take
    console.warn("The preview could not show the entry as typed so far:", error, info.componentStack)
  }

  componentDidUpdate(previous: PreviewBoundaryProps) {
    if (this.state.error && previous.entry !== this.props.entry) this.setState({ error: undefined })
  }

  render() {
    if (!this.state.error) return this.props.children
    return (
      <Note role="alert">
        <p>
          The preview cannot show this page as it is typed so far. It shows it again as soon as it can: go on typing, or undo the
          last change.
        </p>
        <details>
          <summary>For the web team</summary>
          <p>{String(this.state.error.message)}</p>
        </details>
      </Note>
    )
  }
}
