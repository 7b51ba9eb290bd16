// `gatsby develop` (npm run cms) answers /admin with the editor's page.
import type { GatsbyNode } from "gatsby"

import { serveEditorInDevelop } from "./cms"

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => serveEditorInDevelop(args)
