import { useCallback, useId, useRef, useState, type FocusEvent } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { ChevronDown } from "lucide-react"
import Icon from "../icon"
import { useDismiss } from "../../hooks/use-dismiss"

const Wrapper = styled.div`
  position: relative;
`

const Toggle = styled.button<{ $active: boolean }>`
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : "transparent")};
  svg {
    transition: transform 0.15s ease;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`

const Panel = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 15rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.header};
`

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover,
  &[aria-current="page"] {
    background: ${({ theme }) => theme.colors.primaryLight};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`

interface ServicesDropdownProps {
  label: string
  items: ReadonlyArray<{ name: string; path: string; icon?: string | null }>
  active: boolean
}

/** A disclosure (button + list of links): opens on click, Enter or Space; closes on Escape, outside press or choosing a link. */
const ServicesDropdown = ({ label, items, active }: ServicesDropdownProps) => {
  const [open, setOpen] = useState(false)
  const wrapper = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const dismiss = useCallback((reason: "escape" | "outside") => {
    setOpen(false)
    if (reason === "escape") toggle.current?.focus()
  }, [])
  useDismiss(wrapper, open, dismiss)
  // Tabbing past the last link closes the list, so it never hangs over the page once focus has left it.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }
  return (
    <Wrapper ref={wrapper} onBlur={onBlur}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-current={active ? "true" : undefined}
        $active={active}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <ChevronDown aria-hidden="true" focusable="false" size={18} />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {items.map((item) => (
          <li key={item.path}>
            <Item to={item.path} onClick={() => setOpen(false)}>
              {item.icon && <Icon name={item.icon} size={20} />}
              {item.name}
            </Item>
          </li>
        ))}
      </Panel>
    </Wrapper>
  )
}

export default ServicesDropdown
