import { type FieldSpec, nodeTypes, objectTypes } from "./content-model"
import { phoneFacts } from "../../src/lib/phone"
import { siteResolvers } from "../../src/lib/queried-site"

/** GraphQL type names for the model's object types, prefixed so they never clash with Gatsby's own. */
export const graphqlObjectName = (name: string): string => `Content${name}`

const scalar: Record<Exclude<FieldSpec["kind"], "object" | "list" | "image">, string> = {
  string: "String",
  icon: "String",
  int: "Int",
  float: "Float",
  boolean: "Boolean",
  choice: "String",
  date: "Date",
  time: "String",
  phone: "ContentPhone",
  path: "String",
  url: "String",
}

export const graphqlFieldType = (spec: FieldSpec): string => {
  const base =
    spec.kind === "object"
      ? graphqlObjectName(spec.type)
      : spec.kind === "image"
        ? "File"
        : spec.kind === "list"
          ? `[${graphqlFieldType({ ...spec.of, optional: false })}]`
          : scalar[spec.kind]
  return spec.optional ? base : `${base}!`
}

export interface TypeDefinition {
  name: string
  fields: Record<
    string,
    { type: string; extensions?: Record<string, unknown>; resolve?: (source: Record<string, unknown>) => unknown }
  >
  interfaces?: string[]
  extensions?: Record<string, unknown>
}

const fieldsOf = (spec: Record<string, FieldSpec>) =>
  Object.fromEntries(
    Object.entries(spec).map(([name, field]) => [
      name,
      field.kind === "date"
        ? { type: graphqlFieldType(field), extensions: { dateformat: {} } }
        : field.kind === "image"
          ? // the path is relative to data/ (the File node's relativePath), whichever folder the entry's file is in, so
            // data/images/x.jpg is written images/x.jpg
            { type: graphqlFieldType(field), extensions: { link: { by: "relativePath" } } }
          : field.kind === "phone"
            ? { type: graphqlFieldType(field), resolve: (source: Record<string, unknown>) => phoneFacts(String(source[name])) }
            : { type: graphqlFieldType(field) },
    ]),
  )

/**
 * Fields a node type gets from its own fields at build time, so that the pages' scripts carry words, not the code that
 * writes them: the opening hours in the file's language ("Monday to Saturday 8:00 AM to 9:00 PM", "du lundi au
 * samedi, de 8 h à 21 h"), for the footer, the contact card and the {hours} token.
 */
const derivedFields: Record<string, TypeDefinition["fields"]> = {
  SiteYaml: {
    hoursText: { type: "[String!]!", resolve: siteResolvers.hoursText },
  },
}

/** Explicit types for every YAML node, so nothing is inferred from whatever an editor typed. */
export const buildTypeDefinitions = (): TypeDefinition[] => [
  ...Object.entries(objectTypes).map(([name, spec]) => ({ name: graphqlObjectName(name), fields: fieldsOf(spec) })),
  ...Object.entries(nodeTypes).map(([name, { fields }]) => ({
    name,
    fields: {
      ...fieldsOf(fields),
      // the language the entry is written in (gatsby/node/source-content.ts)
      language: { type: "String!" },
      ...derivedFields[name],
    },
    interfaces: ["Node"],
    extensions: { infer: false },
  })),
]
