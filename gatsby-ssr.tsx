// Server rendering hooks: the page language and the same layout as in the browser, so the HTML matches on hydration.
import type { GatsbySSR } from "gatsby"
import Layout from "./src/components/layout/layout"
import PageFrameProvider from "./src/components/layout/page-frame-provider"
import { languageOfPath, LOCALES } from "./src/lib/language"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, pathname }) => {
  setHtmlAttributes({ lang: LOCALES[languageOfPath(pathname)] })
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageFrameProvider pageContext={props.pageContext} data={props.data}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </PageFrameProvider>
)
