// Site metadata and the plugins that source hero images, render styles and helmet into HTML, and emit the
// sitemap (the analytics tag is a post-build step: gatsby/post-build/analytics-tag.ts). Hero images go through sharp
// (gatsbyImageData) and are rendered as plain <picture> markup, so gatsby-plugin-image's own plugin (its StaticImage
// compiler and an inline script on every page) is not loaded; its package stays for the IGatsbyImageData type.
import type { GatsbyConfig } from "gatsby"

import { isLaunchReady } from "./gatsby/checks/launch-check"
import { resolveSitemapPages, serializeSitemapPage, sitemapQuery } from "./gatsby/content/sitemap"
import { EDITOR_PATH } from "./gatsby/server-config/http-rules"
import { routeIn } from "./src/lib/language"
import { LEAD_FORM_FALLBACK_PATH } from "./src/lib/site-routes"
import { siteUrl } from "./src/lib/site-url"

const config: GatsbyConfig = {
  // preview: data/ or the environment is not launch-ready (`npm run check:launch`), so every page says noindex
  siteMetadata: { siteUrl, preview: !isLaunchReady(__dirname, process.env) },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    // A production build's components carry no display names ("lead-field__Input") in their class names and bundles:
    // about 0.5 KB gzip of every page's first-load JavaScript (measured on /contact, at its budget then). Develop keeps them.
    {
      resolve: "gatsby-plugin-styled-components",
      options: { displayName: process.env.NODE_ENV !== "production", pure: true },
    },
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // data/'s images as File nodes, which an entry's image field links to by path; its YAML becomes nodes through the
    // site's own loader (gatsby/node/source-content.ts: why, in docs/decisions.md)
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/data`, ignore: ["**/*.yaml"] } },
    {
      resolve: "gatsby-plugin-sitemap",
      // The page a form submitted without its scripts lands on is no page to find by search, nor is the content editor.
      options: {
        excludes: [
          "/404",
          "/404.html",
          "/fr/404",
          "/fr/404.html",
          "/dev-404-page",
          LEAD_FORM_FALLBACK_PATH,
          routeIn(LEAD_FORM_FALLBACK_PATH, "fr"),
          EDITOR_PATH,
          `${EDITOR_PATH}/*`,
        ],
        query: sitemapQuery,
        resolvePages: resolveSitemapPages,
        serialize: serializeSitemapPage,
      },
    },
  ],
}

export default config
