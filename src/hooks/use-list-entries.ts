import { graphql, useStaticQuery } from "gatsby"
import type { ListEntries } from "../lib/entry-lists"

/** The entries the footer and the clinic's structured data list (put in order by src/lib/entry-lists.ts). */
export const useListEntries = (): ListEntries => {
  const data = useStaticQuery<Queries.ListEntriesQuery>(graphql`
    query ListEntries {
      allCitiesYaml {
        nodes {
          slug
          city
          order
        }
      }
      allServicesYaml {
        nodes {
          slug
          name
          order
        }
      }
      allConditionsYaml {
        nodes {
          slug
          name
          shortName
          order
        }
      }
      allMedicationsYaml {
        nodes {
          slug
          name
          order
        }
      }
    }
  `)
  return {
    cities: data.allCitiesYaml.nodes,
    services: data.allServicesYaml.nodes,
    conditions: data.allConditionsYaml.nodes,
    medications: data.allMedicationsYaml.nodes,
  }
}
