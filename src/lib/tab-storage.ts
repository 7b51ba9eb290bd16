/** This tab's sessionStorage, or nothing where the browser blocks it (reading the property itself can throw). */
export const tabStorage = (): Storage | undefined => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}
