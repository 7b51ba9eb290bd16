// The editor at /admin (Decap CMS): its own bundle, built by gatsby/node/cms.ts; no public page loads it.
import CMS from "decap-cms-app"
import { Helmet } from "react-helmet"
import { previews } from "./previews"
// emitted as /admin/cms.css, the style sheet Decap gives every preview frame
import "./preview.css"
import type { CmsConfig } from "./cms-config-types"
import { registerWidgets } from "./widgets"
import { parseYaml, toYaml } from "./yaml-format"

declare const CMS_CONFIG: CmsConfig
/** data/'s files as they were when the editor was built, by path under data/ ("site.yaml", "services/referral.yaml"). */
declare const CMS_DATA_TEXTS: Record<string, string>

// The screens' <Seo> would retitle the editor's own page and fill its head with the previewed page's tags.
Helmet.canUseDOM = false

for (const [collection, template] of Object.entries(previews)) CMS.registerPreviewTemplate(collection, template as never)
registerWidgets()
// Each collection's files written over the file as it was: comments, blank lines and quoting kept (yaml-format.ts).
for (const collection of CMS_CONFIG.collections) {
  const original = (data: Record<string, unknown>) =>
    CMS_DATA_TEXTS[
      collection.files ? collection.files[0].file.replace(/^data\//, "") : `${collection.name}/${String(data.slug)}.yaml`
    ]
  CMS.registerCustomFormat(collection.format!, "yaml", {
    fromFile: parseYaml,
    toFile: (data: Record<string, unknown>) =>
      toYaml(data, original(data), collection.fields ?? collection.files?.[0].fields ?? []),
  })
}
CMS.init({ config: CMS_CONFIG as never })
