import { Component } from "react"

import { arrivedData, INDEX_FILE, loadIndex, type EditorIndex } from "../fetched-data"
import { type ControlProps, labelOf } from "./control"

/** A path whose page part (before any # or ?) names a page of the site, or a file (a name with an extension). */
export const leadsSomewhere = (path: string, pages: ReadonlyArray<string>): boolean => {
  const page = path.split(/[?#]/)[0] || "/"
  return pages.includes(page) || /\/[^/]+\.[a-z0-9]+$/i.test(page)
}

/**
 * A path on this site, chosen among the site's pages as it is typed (the list is made from data/ when the editor is
 * built, and fetched as the field is first shown: it grows with the entries); an anchor (/#faq) or a file of static/
 * can still be typed. A page that does not exist is refused, as `npm run check:content` refuses it.
 */
export class SitePath extends Component<ControlProps, { pages?: string[] }> {
  state = { pages: arrivedData<EditorIndex>(INDEX_FILE)?.sitePaths }
  mounted = false

  componentDidMount() {
    this.mounted = true
    // not fetched (offline): no list, and no path refused here; check:content and the build still refuse it
    loadIndex().then(
      (index) => this.mounted && this.setState({ pages: index.sitePaths }),
      () => undefined,
    )
  }

  componentWillUnmount() {
    this.mounted = false
  }

  pages = (): string[] => this.state.pages ?? []

  isValid = () => {
    const value = this.props.value
    const pages = this.state.pages
    if (typeof value !== "string" || value === "" || !value.startsWith("/") || !pages || leadsSomewhere(value, pages)) return true
    return {
      error: {
        type: "CUSTOM",
        message: `${labelOf(this.props)}: "${value}" is no page of the site; choose one from the list.`,
      },
    }
  }

  render() {
    const listId = `${this.props.forID}-pages`
    return (
      <>
        <input
          type="text"
          id={this.props.forID}
          className={this.props.classNameWrapper}
          list={listId}
          autoComplete="off"
          value={String(this.props.value ?? "")}
          onChange={(event) => this.props.onChange(event.target.value)}
          onFocus={this.props.setActiveStyle}
          onBlur={this.props.setInactiveStyle}
        />
        <datalist id={listId}>
          {this.pages().map((page) => (
            <option key={page} value={page} />
          ))}
        </datalist>
      </>
    )
  }
}
