// The shape of Decap CMS's configuration as the site uses it: gatsby/content/cms-config.ts builds it for the editor
// (src/cms/cms.tsx), which may not import from gatsby/.

/** The subset of Decap's field options this site uses (decap-cms-core's CmsField, kept local so tsc stays fast). */
export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  fields?: CmsField[]
  field?: CmsField
  min?: number
  max?: number
  /** A select's choices: the saved words, or each with the label the editor shows (a category's title for its slug). */
  options?: Array<string | { label: string; value: string }>
  value_type?: "int" | "float"
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
  multiple?: boolean
  /** image: false leaves out Decap's "Insert from URL", an address the build cannot process. */
  choose_url?: boolean
  collapsed?: boolean
  /** A list's name for one item: "1 item", "Add item" (Decap shows the label otherwise). */
  label_singular?: string
  summary?: string
  default?: unknown
  /** counted-string, counted-text: the length past which check:content warns. */
  counter?: number
  /** In a collection with i18n: true, written in each language's file; false, in the default language's only. */
  i18n?: boolean
  /** A page's optional field: the slugs of the pages that have it (src/cms/page-groups.ts hides it on the others). */
  used_on?: string[]
}

export interface CmsCollection {
  name: string
  label: string
  label_singular?: string
  description: string
  folder?: string
  files?: Array<{ name: string; label: string; file: string; fields: CmsField[] }>
  fields?: CmsField[]
  create?: boolean
  delete?: boolean
  slug?: string
  identifier_field?: string
  extension?: string
  /** editorFormat(name): registered by src/cms/cms.tsx. */
  format?: string
  summary?: string
  sortable_fields?: string[]
  /** Where an entry's page is, below the site's address: "View Live" opens it. */
  preview_path?: string
  /** The configuration's languages for this collection (folder collections only, in Decap 3.6). */
  i18n?: boolean
}

/** Decap's i18n: the languages the editor shows side by side, and how their files are named. */
export interface CmsI18n {
  structure: "multiple_files"
  locales: string[]
  default_locale: string
}

/**
 * data/'s texts as the editor's YAML format finds them (gatsby/content/cms-config.ts editorTexts): a file collection's
 * files by path, an entry's by collection, slug and language.
 */
export interface EditorTexts {
  files: Record<string, string>
  entries: Record<string, Record<string, Partial<Record<"en" | "fr", string>>>>
}

export interface CmsBackend {
  name: string
  repo?: string
  branch?: string
  base_url?: string
  auth_endpoint?: string
  squash_merges?: boolean
  commit_messages?: Record<string, string>
}

export interface CmsConfig {
  load_config_file: false
  backend: CmsBackend
  local_backend: { url: string; allowed_hosts: string[] }
  publish_mode: "editorial_workflow" | "simple"
  media_folder: string
  public_folder: string
  site_url: string
  display_url: string
  logo_url: string
  editor: { preview: boolean }
  i18n: CmsI18n
  collections: CmsCollection[]
}
