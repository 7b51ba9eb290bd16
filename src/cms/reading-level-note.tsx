import styled from "styled-components"
import type { Language } from "../lib/language"
import { entryBlocks, LONG_SENTENCE_WORDS, overCeilings, READING_CEILINGS, readingLevel } from "../lib/reading-level"

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

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", fr: "French" }

/**
 * The entry's reading level, as the build measures it (gatsby/checks/reading-check.ts), shown above its preview: the
 * figures against the ceilings and the sentences to shorten, so content staff keep a page plain as they write.
 */
const ReadingLevelNote = ({ data, language }: ReadingLevelNoteProps) => {
  const level = readingLevel(entryBlocks(data), language, 5)
  const over = overCeilings(level).length > 0
  const long = level.longest.filter((sentence) => sentence.words > LONG_SENTENCE_WORDS)
  const figures = [
    ...(level.grade === undefined ? [] : [`school grade ${level.grade} (${READING_CEILINGS.grade} or lower)`]),
    `LIX ${level.lix} (${READING_CEILINGS.lix} or lower)`,
  ].join(", ")
  return (
    <Note aria-label="Reading level">
      <Verdict $over={over}>
        {over
          ? `Too hard to read for many patients: ${figures}. Make it easier before you publish.`
          : `Easy enough to read: ${figures}.`}
      </Verdict>
      <p>
        Measured on the {LANGUAGE_NAMES[language]} text. Short sentences with one idea each, and everyday words, bring the figures
        down.
      </p>
      {long.length > 0 && (
        <>
          <p>Sentences over {LONG_SENTENCE_WORDS} words, longest first: split each into two or three.</p>
          <ul>
            {long.map((sentence) => (
              <li key={sentence.text}>
                {sentence.text} ({sentence.words} words)
              </li>
            ))}
          </ul>
        </>
      )}
    </Note>
  )
}

export default ReadingLevelNote
