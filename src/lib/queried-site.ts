/**
 * The fields the site's GraphQL derives from data/site.yaml's own: the phone's forms and the opening hours in words, in
 * the file's language. The build's schema resolves them with these functions (gatsby/content/graphql-types.ts: a
 * phone field by phoneFacts, hoursText here); the editor's preview and the tests shape the facts with the same ones.
 */
import { isLanguage } from "./language"
import { formatHours, type HoursSlot } from "./opening-hours"
import { phoneFacts } from "./phone"

type Source = Record<string, unknown>

export const siteResolvers = {
  phone: (source: Source) => phoneFacts(String(source.phone ?? "")),
  hoursText: (source: Source) =>
    formatHours((source.hours ?? []) as HoursSlot[], isLanguage(source.language) ? source.language : "en"),
}

/** site.yaml's facts (or site.fr.yaml's, merged) as the site's query answers for them. */
export const queriedSite = <T = Source>(site: Source): T =>
  ({ ...site, phone: siteResolvers.phone(site), hoursText: siteResolvers.hoursText(site) }) as T
