import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react"
import type { EnqueueSnackbar, OptionsObject } from "notistack"
import styled from "styled-components"
import PlainToastHost from "./plain-toast-host"
import { CONSENT_ATTRIBUTE, CONSENT_CLEARANCE } from "../../lib/analytics-consent"
import { keepFocusClearOfToasts } from "../../lib/toast-clearance"
import { ReturnFocusContext, ToastTextContext } from "./toast-focus"
import type { ToastsText } from "../../queries/interface-fragments"
import type { ToastHostProps } from "./toast-host"

// notistack is not needed until the first toast: it loads once the visitor starts on the form, so it stays out of
// the contact page's first-load JavaScript. Without a connection by then, plain messages take its place.
const ToastHost = lazy<ComponentType<ToastHostProps>>(() =>
  import(/* webpackChunkName: "toasts" */ "./toast-host").catch(() => ({ default: PlainToastHost })),
)

// The toasts' containers (notistack's and the stand-in's) are fixed to the screen's foot by their own styles, so the
// region, which only names them, moves them: while the analytics banner asks (fixed there too), they stand above it.
const Region = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  z-index: 1400;
  html[${CONSENT_ATTRIBUTE}="ask"] & > * {
    bottom: calc(var(${CONSENT_CLEARANCE}) + ${({ theme }) => theme.space.sm});
  }
`

const isHotkey = (event: KeyboardEvent) => event.altKey && (event.code === "KeyT" || event.key.toLowerCase() === "t")

interface Toasts {
  /** Starts loading the toasts' code, ahead of the first toast. */
  prepare: () => void
  /** Shows a toast as soon as its code has loaded; resolves once it is handed to the screen. */
  show: (message: ReactNode, options: OptionsObject<"success" | "error">) => Promise<void>
}

type Waiting = [message: ReactNode, options: OptionsObject<"success" | "error">, shown: () => void]

const ToastContext = createContext<Toasts | null>(null)

export const useToasts = (): Toasts => {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error("useToasts needs a ToastProvider around it")
  return toasts
}

/**
 * Toasts for the contact page only: one at a time, bottom-right, in a named region; Alt+T moves
 * focus to the newest toast.
 */
const ToastProvider = ({ children, text }: { children: ReactNode; text: ToastsText }) => {
  const [region, setRegion] = useState<HTMLElement | null>(null)
  const [wanted, setWanted] = useState(false)
  const enqueue = useRef<EnqueueSnackbar | null>(null)
  const waiting = useRef<Waiting[]>([])
  // Where focus was when Alt+T took it to a toast: it goes back there when the toast is closed.
  const focusBefore = useRef<HTMLElement | null>(null)

  const returnFocus = useCallback(() => {
    const before = focusBefore.current
    focusBefore.current = null
    const target = before?.isConnected ? before : document.querySelector<HTMLElement>('form [type="submit"]')
    target?.focus()
  }, [])

  const onReady = useCallback((ready: EnqueueSnackbar) => {
    enqueue.current = ready
    for (const [message, options, shown] of waiting.current.splice(0)) {
      ready(message, options)
      shown()
    }
  }, [])

  const toasts = useMemo<Toasts>(
    () => ({
      prepare: () => setWanted(true),
      show: (message, options) =>
        new Promise((shown) => {
          if (enqueue.current) {
            enqueue.current(message, options)
            shown()
            return
          }
          waiting.current.push([message, options, shown])
          setWanted(true)
        }),
    }),
    [],
  )

  useEffect(() => (region ? keepFocusClearOfToasts(region) : undefined), [region])

  useEffect(() => {
    if (!region) return undefined
    const focusNewest = (event: KeyboardEvent) => {
      if (!isHotkey(event)) return
      const shown = region.querySelectorAll<HTMLElement>('[role="alert"], [role="status"]')
      const newest = shown[shown.length - 1]
      if (!newest) return
      event.preventDefault()
      const active = document.activeElement
      if (active instanceof HTMLElement && !region.contains(active)) focusBefore.current = active
      newest.focus()
    }
    document.addEventListener("keydown", focusNewest)
    return () => document.removeEventListener("keydown", focusNewest)
  }, [region])

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      <Region ref={setRegion} aria-label={text.regionLabel} />
      {wanted && region && (
        <ReturnFocusContext.Provider value={returnFocus}>
          <ToastTextContext.Provider value={text}>
            <Suspense fallback={null}>
              <ToastHost region={region} onReady={onReady} />
            </Suspense>
          </ToastTextContext.Provider>
        </ReturnFocusContext.Provider>
      )}
    </ToastContext.Provider>
  )
}

export default ToastProvider
