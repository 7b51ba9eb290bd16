// Declares the YAML node types, so GraphQL's types come from the content model rather than from inference.
import type { GatsbyNode } from "gatsby"

import { buildTypeDefinitions } from "../content/graphql-types"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createTypes(buildTypeDefinitions().map((definition) => schema.buildObjectType(definition)))
}
