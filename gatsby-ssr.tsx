// Server rendering hooks: the page language and the same layout as in the browser, so the HTML matches on hydration.
import type { GatsbySSR } from "gatsby"
import Layout from "./src/components/layout/layout"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-CA" })
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
