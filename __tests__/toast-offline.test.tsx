import { screen, within } from "@testing-library/react"

import { siteData } from "./support/data"
import { fillRequired, formText, renderLeadForm, toastText } from "./support/lead-form"

const { phone } = siteData<{ phone: { display: string; href: string } }>()

// The connection drops after the page has loaded: neither notistack's code nor EmailJS can be reached.
jest.mock("../src/components/lead-form/toast-host", () => {
  throw new Error("Loading chunk toasts failed")
})

jest.setTimeout(20_000)

it("still tells the visitor a send failed, and how to book by phone, when the toasts' code cannot load", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
  const user = renderLeadForm()
  await fillRequired(user)
  await user.click(screen.getByRole("button", { name: formText.submit }))
  const notifications = screen.getByRole("region", { name: toastText.regionLabel })
  const alert = await within(notifications).findByRole("alert")
  expect(alert).toHaveTextContent(toastText.failed)
  expect(within(alert).getByRole("link", { name: phone.display })).toHaveAttribute("href", phone.href)
  expect(screen.getByLabelText(formText.name)).toHaveValue("Jane Doe")

  // It is the same toast as notistack's: a title, a close button, reached by Alt+T, focus given back on closing.
  expect(within(alert).getByText(toastText.error)).toBeInTheDocument()
  const bookNow = screen.getByRole("button", { name: formText.submit })
  bookNow.focus()
  await user.keyboard("{Alt>}t{/Alt}")
  expect(alert).toHaveFocus()
  await user.tab()
  await user.tab()
  expect(within(alert).getByRole("button", { name: toastText.dismiss })).toHaveFocus()
  await user.keyboard("{Enter}")
  expect(within(notifications).queryByRole("alert")).not.toBeInTheDocument()
  expect(bookNow).toHaveFocus()
  delete (globalThis as { fetch?: unknown }).fetch
})
