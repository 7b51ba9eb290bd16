/**
 * What a visitor has typed into the contact form, kept in this tab only (sessionStorage: gone when the tab closes,
 * never sent anywhere) so that following a link and coming Back, or switching language, loses nothing. Emptied once
 * the request is sent. The honeypot is never kept.
 */
import type { LeadValues } from "./lead-validation"
import { tabStorage } from "./tab-storage"

export const LEAD_DRAFT_KEY = "lead-form-draft"

const KEPT = ["name", "email", "phone", "message"] as const

type Draft = Partial<Record<(typeof KEPT)[number], string>>

/** The draft this tab holds; nothing when there is none, or storage is blocked or holds something else. */
export function loadLeadDraft(): Draft {
  try {
    const saved: unknown = JSON.parse(tabStorage()?.getItem(LEAD_DRAFT_KEY) ?? "null")
    if (typeof saved !== "object" || saved === null) return {}
    return Object.fromEntries(
      KEPT.flatMap((name) => {
        const value = (saved as Record<string, unknown>)[name]
        return typeof value === "string" && value ? [[name, value]] : []
      }),
    )
  } catch {
    return {}
  }
}

/** Keeps what is typed; a form with nothing in it (emptied, or reset after a send) keeps nothing. */
export function saveLeadDraft(values: LeadValues): void {
  const draft: Draft = Object.fromEntries(KEPT.flatMap((name) => (values[name] ? [[name, values[name]]] : [])))
  try {
    if (Object.keys(draft).length === 0) tabStorage()?.removeItem(LEAD_DRAFT_KEY)
    else tabStorage()?.setItem(LEAD_DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // a tab that keeps nothing (storage blocked or full) still sends what is on screen
  }
}
