import { Link } from "gatsby"
import styled from "styled-components"
import { usePageFrame } from "../../hooks/use-page-frame"
import { useLayoutText } from "../../hooks/use-layout-text"
import { LOCALES } from "../../lib/language"

const SwitchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`

/**
 * "Français" on an English page, "English" on a French one: the same page in the other language, its name in that
 * language (lang) and the link's target language (hrefLang). Absent where the page has no twin (an untranslated entry).
 */
const LanguageSwitcher = () => {
  const { language, twin } = usePageFrame()
  const text = useLayoutText().layout
  if (!twin) return null
  const other = LOCALES[language === "en" ? "fr" : "en"]
  return (
    <SwitchLink to={twin} lang={other} hrefLang={other}>
      {text.otherLanguage}
    </SwitchLink>
  )
}

export default LanguageSwitcher
