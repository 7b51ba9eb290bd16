// Server rendering hooks: the page language, the icons' inline sprite, and the same layout as in the browser, so the
// HTML matches on hydration.
import type { GatsbySSR } from "gatsby"
import Layout from "./src/components/layout/layout"
import IconSprite from "./src/components/icon-sprite"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: "en-CA" })
  setPreBodyComponents([<IconSprite key="icon-sprite" />])
}

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
)
