import { graphql, useStaticQuery } from "gatsby"

/** The words of the header, menus, footer and error screen (data/interface.yaml): every page shows them. */
export const useLayoutText = () => {
  const { interfaceYaml } = useStaticQuery<Queries.LayoutTextQuery>(graphql`
    query LayoutText {
      interfaceYaml {
        layout {
          loading
          skipLink
          mainNavLabel
          menu
          patientLogin
          signUp
          portalHint
          printPhone
          signUpNow
          placeholder
        }
        footer {
          contact
          navigation
          locations
          services
          conditions
          medications
          copyright
        }
        errorScreen {
          title
          homeButton
        }
        consent {
          label
          text
          privacyLink
          accept
          decline
          reopen
        }
      }
    }
  `)
  if (!interfaceYaml) throw new Error("data/interface.yaml is missing: the header, menus and footer read their words from it")
  return interfaceYaml
}
