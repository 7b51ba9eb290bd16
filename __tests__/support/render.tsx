import { render } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { ReactElement } from "react"
import { ThemeProvider } from "styled-components"

import { theme } from "../../src/styles/theme"
import { PageFrameContext } from "../../src/hooks/use-page-frame"
import { loadEntries, pageFrame } from "./data"

/** Renders a screen as the site does: with the theme, the site data of data/site.yaml (optionally changed), the
 * reviewers of data/reviewers/ (or those given) and the entries the footer lists (each static query picks its own key). */
export const renderScreen = (
  ui: ReactElement,
  siteChanges: Record<string, unknown> = {},
  reviewers: ReadonlyArray<Record<string, unknown>> = loadEntries("reviewers"),
) => {
  const frame = pageFrame()
  const site = { ...frame.data.languageSite, ...siteChanges } as typeof frame.data.languageSite
  jest.mocked(useStaticQuery).mockReturnValue({ allReviewersYaml: { nodes: reviewers } })
  return render(
    <ThemeProvider theme={theme}>
      <PageFrameContext.Provider value={{ ...frame, data: { ...frame.data, languageSite: site } }}>
        {ui}
      </PageFrameContext.Provider>
    </ThemeProvider>,
  )
}
