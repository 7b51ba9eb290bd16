/**
 * Where this tab's last request stands, so a visitor who leaves the contact page while it is sending (a link, Back, a
 * reload) is told on return whether it was sent, and the form never sends a second request while one is on its way.
 * Kept in sessionStorage (this tab only, gone when it closes): the state and the time, never what was typed.
 */
import { tabStorage } from "./tab-storage"

export const LEAD_SEND_KEY = "lead-form-send"

/**
 * "sending": a send this page started is still on its way; "interrupted": a send began and the page that started it
 * is gone (reloaded or closed), so whether it arrived cannot be known; "sent": it arrived, at `at`; "failed": it did
 * not (the words typed are still in the tab's draft).
 */
export type LeadSendState = { kind: "sending" } | { kind: "interrupted" } | { kind: "sent"; at: Date } | { kind: "failed" }

type Stored = { kind: "sending" | "sent" | "failed"; at: number }

type Listener = (state: LeadSendState | undefined) => void

// Whether this page (this JavaScript context) has a send on its way: what the stored "sending" cannot tell.
let inFlight = false
const listeners = new Set<Listener>()

const write = (value: Stored) => {
  try {
    tabStorage()?.setItem(LEAD_SEND_KEY, JSON.stringify(value))
  } catch {
    // a tab that keeps nothing still sends; it only cannot tell a later page how the send went
  }
}

/** The last request's state as a page opened now sees it; nothing when this tab sent none. */
export function leadSendState(): LeadSendState | undefined {
  try {
    const saved = JSON.parse(tabStorage()?.getItem(LEAD_SEND_KEY) ?? "null") as { kind?: unknown; at?: unknown } | null
    if (saved?.kind === "sending") return inFlight ? { kind: "sending" } : { kind: "interrupted" }
    if (saved?.kind === "sent" && typeof saved.at === "number") return { kind: "sent", at: new Date(saved.at) }
    if (saved?.kind === "failed") return { kind: "failed" }
  } catch {
    // storage blocked, or something else under the key: as if nothing was sent
  }
  return undefined
}

/** Whether a request is on its way from this page: a second submit then sends nothing. */
export const leadSendInFlight = (): boolean => inFlight

// Whether the page is being left (a reload, another site): the browser then cuts the send short, and that failure
// says nothing of whether the request arrived, so the stored "sending" stays for the next page to tell.
let leaving = false

export function leadSendStarted(): void {
  inFlight = true
  leaving = false
  window.addEventListener("pagehide", () => (leaving = true), { once: true })
  write({ kind: "sending", at: Date.now() })
}

/**
 * The send's end, kept for a page opened later (the visitor may have left before it came). False for a failure that is
 * only the page being left: nothing is kept or told of it here.
 */
export function leadSendEnded(result: "sent" | "failed"): boolean {
  inFlight = false
  if (result === "failed" && leaving) return false
  write({ kind: result, at: Date.now() })
  const state = leadSendState()
  for (const listener of listeners) listener(state)
  return true
}

/** Calls `listener` with the new state when a send ends; returns the way to stop. */
export function onLeadSendEnded(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
