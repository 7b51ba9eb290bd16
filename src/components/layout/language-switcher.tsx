import { Link } from "gatsby"
import styled from "styled-components"
import { usePageFrame } from "../../hooks/use-page-frame"
import { useLayoutText } from "../../hooks/use-layout-text"
import { LOCALES } from "../../lib/language"
import { visuallyHidden } from "../ui/visually-hidden"

const SwitchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.narrowPhone} {
    padding: 0 ${({ theme }) => theme.space.xs};
  }
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primaryDark};
`

/* On a phone the header's row holds the brand, this link and the menu button: the link shows the language's code, as
   Canada.ca's does, its name still read out whole ("Français FR"). */
const FullName = styled.span`
  ${({ theme }) => theme.media.menuHeader} {
    ${visuallyHidden}
  }
`

const Code = styled.span`
  ${({ theme }) => theme.media.wideHeader} {
    display: none;
  }
`

/**
 * "Français" on an English page, "English" on a French one: the same page in the other language, its name in that
 * language (lang) and the link's target language (hrefLang). The not-found page switches to the other language's home
 * page; a page with no twin (an untranslated entry) has no switch.
 */
const LanguageSwitcher = () => {
  const { language, twin, switchTo } = usePageFrame()
  const text = useLayoutText().layout
  const target = twin ?? switchTo
  if (!target) return null
  const other = language === "en" ? "fr" : "en"
  return (
    <SwitchLink to={target} lang={LOCALES[other]} hrefLang={LOCALES[other]}>
      <FullName>{text.otherLanguage}</FullName> <Code>{other.toUpperCase()}</Code>
    </SwitchLink>
  )
}

export default LanguageSwitcher
