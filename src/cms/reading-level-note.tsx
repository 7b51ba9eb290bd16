import styled from "styled-components"
import { frenchTypography } from "../lib/french-typography"
import { type Language, LOCALES } from "../lib/language"
import { entryBlocks, LONG_SENTENCE_WORDS, overCeilings, READING_CEILINGS, readingLevel } from "../lib/reading-level"
import { READING_LEVEL_WORDS } from "./editor-words"

interface ReadingLevelNoteProps {
  /** The entry as typed so far, in the language of the pane previewed. */
  data: Record<string, unknown>
  language: Language
}

const Note = styled.aside`
  margin: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.small};
`

const Verdict = styled.p<{ $over: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.text)};
`

/**
 * The entry's reading level, as the build measures it (gatsby/checks/reading-check.ts), shown above its preview: the
 * figures against the ceilings and the sentences to shorten, so content staff keep a page plain as they write. In the
 * pane's language, as the page below it: French in French typography, with its decimal comma.
 */
const ReadingLevelNote = ({ data, language }: ReadingLevelNoteProps) => {
  const words = READING_LEVEL_WORDS[language]
  const say = (text: string) => (language === "fr" ? frenchTypography(text) : text)
  const figure = new Intl.NumberFormat(LOCALES[language]).format
  const level = readingLevel(entryBlocks(data), language, 5)
  const over = overCeilings(level).length > 0
  const long = level.longest.filter((sentence) => sentence.words > LONG_SENTENCE_WORDS)
  const figures = [
    ...(level.grade === undefined || !words.grade ? [] : [words.grade(figure(level.grade), READING_CEILINGS.grade)]),
    words.lix(figure(level.lix), READING_CEILINGS.lix),
  ].join(", ")
  return (
    <Note aria-label={words.name}>
      <Verdict $over={over}>{say(over ? words.over(figures) : words.within(figures))}</Verdict>
      <p>{say(words.lixMeaning)}</p>
      <p>{say(words.measured)}</p>
      {long.length > 0 && (
        <>
          <p>{say(words.longSentences(LONG_SENTENCE_WORDS))}</p>
          <ul>
            {long.map((sentence) => (
              <li key={sentence.text}>
                {sentence.text} ({say(words.words(sentence.words))})
              </li>
            ))}
          </ul>
        </>
      )}
    </Note>
  )
}

export default ReadingLevelNote
