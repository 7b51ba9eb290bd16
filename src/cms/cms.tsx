// The editor at /admin (Decap CMS): its own bundle, built by gatsby/node/cms.ts; no public page loads it.
import CMS from "decap-cms-app"
import { Helmet } from "react-helmet"
import { previews } from "./previews"
// emitted as /admin/cms.css, the style sheet Decap gives every preview frame
import "./preview.css"
import type { CmsConfig } from "./cms-config-types"

declare const CMS_CONFIG: CmsConfig

// The screens' <Seo> would retitle the editor's own page and fill its head with the previewed page's tags.
Helmet.canUseDOM = false

for (const [collection, template] of Object.entries(previews)) CMS.registerPreviewTemplate(collection, template as never)
CMS.init({ config: CMS_CONFIG as never })
