import { graphql, useStaticQuery } from "gatsby"

/** Whether this build is a preview (not launch-ready, gatsby-config's siteMetadata): its pages ask not to be indexed. */
export const usePreview = (): boolean => {
  const { site } = useStaticQuery<Queries.PreviewQuery>(graphql`
    query Preview {
      site {
        siteMetadata {
          preview
        }
      }
    }
  `)
  return site?.siteMetadata?.preview === true
}
