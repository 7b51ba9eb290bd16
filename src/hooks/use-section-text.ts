import { graphql, useStaticQuery } from "gatsby"

/**
 * The fixed words of the sections several kinds of page share (data/interface.yaml's sections): only the pages
 * that show one of these sections load them.
 */
export const useSectionText = () => {
  const { interfaceYaml } = useStaticQuery<Queries.SectionTextQuery>(graphql`
    query SectionText {
      interfaceYaml {
        sections {
          crisis {
            heading
            text
            emergencyNumber
            notForEmergencies
          }
          clinicalReview {
            label
            disclaimer
            reviewedBy
            reviewPending
            policy
            policyLink
          }
          medicationAbout {
            howItWorks
            dosages
            safety
            whoShouldNotTake
            sideEffects
            urgentHelp
          }
          symptoms {
            important
          }
          testimonials {
            carousel
            positionOne
            positionMany
            previous
            next
            sample
          }
          medicationCategories {
            title
            linksLabel
          }
          cityLocal {
            publicHealth
          }
        }
      }
    }
  `)
  if (!interfaceYaml) throw new Error("data/interface.yaml is missing: shared sections read their words from it")
  return interfaceYaml.sections
}
