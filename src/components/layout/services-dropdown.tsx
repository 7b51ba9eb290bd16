import { useCallback, useRef, type FocusEvent } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { ChevronDown } from "lucide-react"
import Icon from "../icon"
import { useDismiss } from "../../hooks/use-dismiss"
import { currentPageMark } from "../../styles/current-page-mark"

const Wrapper = styled.details`
  position: relative;
`

const Toggle = styled.summary`
  white-space: nowrap;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  list-style: none;
  font-weight: 600;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  ${currentPageMark}
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    transition: transform 0.15s ease;
  }
  [open] > & svg {
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

/**
 * A disclosure (<details>: its summary opens it on click, Enter or Space, with or without the page's scripts). Once
 * they run it also closes on Escape, an outside press, focus moving on past it, or choosing a link.
 */
const ServicesDropdown = ({ label, items, active }: ServicesDropdownProps) => {
  const wrapper = useRef<HTMLDetailsElement>(null)
  const toggle = useRef<HTMLElement>(null)
  const close = useCallback(() => {
    if (wrapper.current) wrapper.current.open = false
  }, [])
  const dismiss = useCallback(
    (reason: "escape" | "outside") => {
      close()
      if (reason === "escape") toggle.current?.focus()
    },
    [close],
  )
  useDismiss(wrapper, dismiss)
  // Tabbing past the last link closes the list, so it never hangs over the page once focus has left it.
  const onBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!wrapper.current?.contains(event.relatedTarget as Node | null)) close()
  }
  return (
    // Opened before the page's scripts ran, it is open in the server's HTML: the browser's doing, not a mismatch.
    <Wrapper ref={wrapper} onBlur={onBlur} suppressHydrationWarning>
      <Toggle ref={toggle} aria-current={active ? "true" : undefined}>
        {label}
        <ChevronDown aria-hidden="true" focusable="false" size={18} />
      </Toggle>
      <Panel>
        {items.map((item) => (
          <li key={item.path}>
            <Item to={item.path} onClick={close}>
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
