/**
 * Inline right after the contact page's form (gatsby/post-build/lead-form-early.ts fills the script the form renders
 * empty). A submit is held (the native POST prevented) and shows the waiting note; the paint-first loader, which
 * listens for the same submit, starts the scripts at once. An error loading one of the site's own scripts, or no app
 * after LEAD_FORM_WAIT_MS, turns the note into "not sent", with the phone number; the typed values stay where they
 * are. The app takes over once (src/lib/lead-form-early.ts takeOverEarlySubmit).
 */
import { LEAD_FORM_IDS, LEAD_FORM_WAIT_MS } from "../lib/lead-form-early"

const form = document.getElementById(LEAD_FORM_IDS.form)
const waiting = document.getElementById(LEAD_FORM_IDS.waiting)
const notSent = document.getElementById(LEAD_FORM_IDS.notSent)

if (form && waiting && notSent) {
  /** 0: nothing held; 1: a submit waits for the app; 2: it could not be sent. */
  let state = 0
  let scriptFailed = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const fail = () => {
    if (state !== 1) return
    state = 2
    clearTimeout(timer)
    waiting.hidden = true
    notSent.hidden = false
  }
  const hold = (event: Event) => {
    event.preventDefault()
    if (state === 1) return
    state = 1
    notSent.hidden = true
    if (scriptFailed) return fail()
    waiting.hidden = false
    timer = setTimeout(fail, LEAD_FORM_WAIT_MS)
  }
  const scriptError = (event: Event) => {
    const target = event.target
    if (target instanceof HTMLScriptElement && target.src.indexOf(`${window.location.origin}/`) === 0) {
      scriptFailed = true
      fail()
    }
  }
  form.addEventListener("submit", hold)
  window.addEventListener("error", scriptError, true)
  window.leadFormEarly = {
    takeOver: () => {
      const held = { pending: state === 1, failed: state === 2 }
      form.removeEventListener("submit", hold)
      window.removeEventListener("error", scriptError, true)
      clearTimeout(timer)
      waiting.hidden = true
      notSent.hidden = true
      delete window.leadFormEarly
      return held
    },
  }
}
