import { graphql, useStaticQuery } from "gatsby"
import { reviewConfirmed } from "../lib/confirmation"

/**
 * The clinician of data/reviewers/ a condition or medication page names in `reviewedBy`, once both the reviewer and
 * this version of the page are confirmed; undefined while the review is pending (the page names nobody then).
 */
export const useReviewer = (entry: { reviewedBy: string; confirmed?: boolean | null }) => {
  const slug = entry.reviewedBy
  const { allReviewersYaml } = useStaticQuery<Queries.ReviewersQuery>(graphql`
    query Reviewers {
      allReviewersYaml(filter: { language: { eq: "en" } }) {
        nodes {
          slug
          name
          credentials
          confirmed
        }
      }
    }
  `)
  const reviewer = allReviewersYaml.nodes.find((node) => node.slug === slug)
  // the build checks every reviewedBy against data/reviewers/, so this is a programming error
  if (!reviewer) throw new Error(`data/reviewers/${slug}.yaml does not exist`)
  return reviewConfirmed(reviewer, entry) ? { name: reviewer.name, credentials: reviewer.credentials } : undefined
}
