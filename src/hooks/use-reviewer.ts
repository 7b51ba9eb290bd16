import { graphql, useStaticQuery } from "gatsby"

/** The clinician of data/reviewers/ a condition or medication page names in `reviewedBy`. */
export const useReviewer = (slug: string) => {
  const { allReviewersYaml } = useStaticQuery<Queries.ReviewersQuery>(graphql`
    query Reviewers {
      allReviewersYaml {
        nodes {
          slug
          name
          credentials
        }
      }
    }
  `)
  const reviewer = allReviewersYaml.nodes.find((node) => node.slug === slug)
  // the build checks every reviewedBy against data/reviewers/, so this is a programming error
  if (!reviewer) throw new Error(`data/reviewers/${slug}.yaml does not exist`)
  return reviewer
}
