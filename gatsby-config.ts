// Site metadata and the plugins that source YAML and hero images, render styles and helmet into HTML, and emit the
// sitemap and analytics tag. Hero images go through sharp (gatsbyImageData) and are rendered as plain <picture>
// markup, so gatsby-plugin-image's own plugin (its StaticImage compiler and an inline script on every page) is not
// loaded; its package stays for the IGatsbyImageData type.
import type { GatsbyConfig } from "gatsby"

import { siteUrl } from "./src/lib/site-url"

const pascalCase = (name: string) => name.replace(/(^|[-_ ])(\w)/g, (_, _sep: string, letter: string) => letter.toUpperCase())

const gaMeasurementId = process.env.GATSBY_GA_MEASUREMENT_ID

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-transformer-yaml",
      // One node type per file, named after it (site.yaml → SiteYaml), whether it holds one object or a list.
      options: { typeName: ({ node }: { node: { name: string } }) => `${pascalCase(node.name)}Yaml` },
    },
    { resolve: "gatsby-source-filesystem", options: { name: "data", path: `${__dirname}/data` } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404", "/404.html", "/dev-404-page"] },
    },
    ...(gaMeasurementId
      ? [
          {
            resolve: "gatsby-plugin-google-gtag",
            options: {
              trackingIds: [gaMeasurementId],
              // The plugin's own page_view carries only the path; src/lib/analytics sends the full one instead.
              pluginConfig: { head: false, exclude: ["**"] },
            },
          },
        ]
      : []),
  ],
}

export default config
