// The site's own widgets, each registered under the name gatsby/content/cms-config.ts gives it.
import CMS from "decap-cms-app"

import { checkedList } from "./checked-list"
import { builtIn } from "./control"
import { countedText } from "./counted-text"
import type { CmsCollection } from "../cms-config-types"
import { checkingEntry } from "./entry-check"
import { entrySlug } from "./entry-slug"
import { hoursList } from "./hours-list"
import { IconPicker } from "./icon-picker"
import { optionalGroup } from "./optional-group"
import { quietRelation } from "./quiet-relation"
import { SitePath } from "./site-path"

/** `collections`: the editor's configuration, by which an entry's first field checks the whole entry, in both languages. */
export function registerWidgets(collections: ReadonlyArray<CmsCollection>): void {
  const register = CMS.registerWidget as (name: string, control: unknown, preview?: unknown) => void
  register("optional-group", optionalGroup(builtIn("object").control), builtIn("object").preview)
  register("checked-list", checkedList(builtIn("list").control), builtIn("list").preview)
  register("hours-list", checkedList(hoursList(builtIn("list").control)), builtIn("list").preview)
  register("counted-string", countedText(builtIn("string").control), builtIn("string").preview)
  register("counted-text", countedText(builtIn("text").control), builtIn("text").preview)
  register("entry-slug", checkingEntry(entrySlug(builtIn("string").control), collections), builtIn("string").preview)
  // the first field of the site facts and the interface words, in each language (gatsby/content/cms-config.ts)
  register("entry-check-boolean", checkingEntry(builtIn("boolean").control, collections), builtIn("boolean").preview)
  register("site-path", SitePath, builtIn("string").preview)
  register("icon-picker", IconPicker, builtIn("string").preview)
  register("relation", quietRelation(builtIn("relation").control), builtIn("relation").preview)
}
