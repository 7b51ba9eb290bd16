import { screen, waitFor, within } from "@testing-library/react"

import { fillRequired, formText, renderLeadForm, toastText } from "./support/lead-form"

jest.setTimeout(20_000)

const fillAndSend = async (user: ReturnType<typeof renderLeadForm>) => {
  await fillRequired(user)
  await user.click(screen.getByRole("button", { name: formText.submit }))
  return within(screen.getByRole("region", { name: toastText.regionLabel })).findByRole("alert")
}

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => undefined)
  globalThis.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"))
})

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch
})

describe("closing a toast from the keyboard", () => {
  it("gives focus back to where it was before Alt+T", async () => {
    const user = renderLeadForm()
    const toast = await fillAndSend(user)
    const name = screen.getByLabelText(formText.name)
    name.focus()
    await user.keyboard("{Alt>}t{/Alt}")
    expect(toast).toHaveFocus()
    within(toast).getByRole("button", { name: toastText.dismiss }).focus()
    await user.keyboard("{Enter}")
    expect(name).toHaveFocus()
    await waitFor(() => expect(toast).not.toBeInTheDocument())
  })

  it("gives focus to the form's button when the toast was reached another way", async () => {
    const user = renderLeadForm()
    const toast = await fillAndSend(user)
    within(toast).getByRole("button", { name: toastText.dismiss }).focus()
    await user.keyboard("{Enter}")
    expect(screen.getByRole("button", { name: formText.submit })).toHaveFocus()
  })
})
