/** What the error screen says: "404 Not Found" for a response-like error, else the error's message. */
export const errorText = (error: unknown): string => {
  if (error && typeof error === "object") {
    const { status, statusText, message } = error as { status?: unknown; statusText?: unknown; message?: unknown }
    if (typeof status === "number") return [status, typeof statusText === "string" ? statusText : ""].join(" ").trim()
    if (typeof message === "string" && message) return message
  }
  return typeof error === "string" && error ? error : "Something went wrong."
}
