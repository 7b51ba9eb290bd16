import { fireEvent, render, screen } from "@testing-library/react"

import { iconLabel, IconPicker } from "../src/cms/widgets/icon-picker"
import type { ControlProps } from "../src/cms/widgets/control"

const field = (options: string[]) => ({
  get: (key: string) => (key === "options" ? { toArray: () => options } : key === "label" ? "Icon" : undefined),
})

const picker = (value: string, onChange = jest.fn()) => {
  const props = {
    value,
    field: field(["Calendar", "CalendarCheck", "Flower2"]),
    forID: "icon-1",
    classNameWrapper: "",
    onChange,
    setActiveStyle: jest.fn(),
    setInactiveStyle: jest.fn(),
    onValidateObject: jest.fn(),
  } as unknown as ControlProps
  render(<IconPicker {...props} />)
  return onChange
}

describe("the icon picker", () => {
  it("names each icon as a person reads it", () => {
    expect(iconLabel("CalendarCheck")).toBe("Calendar check")
    expect(iconLabel("Flower2")).toBe("Flower 2")
  })

  it("offers each icon as a picture with its name, the chosen one checked", () => {
    picker("CalendarCheck")
    const group = screen.getByRole("radiogroup", { name: "Icon" })
    expect(group).toBeTruthy()
    expect(
      screen
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("aria-label") ?? (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(["Calendar", "Calendar check", "Flower 2"])
    expect((screen.getByRole("radio", { name: "Calendar check" }) as HTMLInputElement).checked).toBe(true)
    // each shows the site's own drawing of the icon
    expect(document.querySelectorAll('use[href="/icons.svg#calendar-check"]')).toHaveLength(1)
  })

  it("stores the icon's name when its picture is chosen", () => {
    const onChange = picker("Calendar")
    fireEvent.click(screen.getByRole("radio", { name: "Flower 2" }))
    expect(onChange).toHaveBeenCalledWith("Flower2")
  })
})
