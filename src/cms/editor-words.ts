import type { Language } from "../lib/language"

// Decap's own messages in content staff's words (merged over its English: decap-cms-core's getPhrases). Decap's
// "didn't match the pattern" names a regular expression; ours names what to type, so the message is the pattern's.
export const EDITOR_LOCALE = "en-clinic"

export const editorPhrases = {
  editor: {
    editorControlPane: {
      widget: {
        required: "%{fieldLabel} is empty: please fill it in.",
        regexPattern: "%{fieldLabel}: %{pattern}.",
        rangeCount: "%{fieldLabel} needs between %{minCount} and %{maxCount} items.",
        rangeCountExact: "%{fieldLabel} needs exactly %{count} items.",
        rangeMin: "%{fieldLabel} needs at least %{minCount} items.",
        rangeMax: "%{fieldLabel} can have at most %{maxCount} items.",
      },
      i18n: {
        copyFromLocale: "Copy from the other language",
        copyFromLocaleConfirm:
          "Copy every word written in %{locale} into this language?\nWhat this language says now will be replaced.",
      },
    },
    editorInterface: {
      toggleI18n: "Show or hide the other language",
      togglePreview: "Show or hide the preview",
      toggleScrollSync: "Scroll both sides together",
    },
  },
  ui: {
    toast: {
      onFailToPersist: "Not saved. %{details}",
      missingRequiredField: "A field that must be filled in is empty: see the field marked in red, then save again.",
    },
  },
  workflow: {
    workflow: {
      workflowHeading: "Changes waiting to go live",
      newPost: "New entry",
    },
  },
}

/**
 * Decap writes its field messages in capitals (its ControlErrorsList, an emotion class named after it): a sentence in
 * capitals is hard to read. The element in the selector outweighs emotion's own class, inserted after this sheet.
 */
export const EDITOR_STYLE = [
  'ul[class*="-ControlErrorsList"] { text-transform: none; font-size: 14px; }',
  // the icon picker (widgets/icon-picker.tsx): a grid of pictures, each with its name, the chosen one outlined
  ".icon-picker { display: grid; grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr)); gap: 4px; padding: 8px;",
  "  max-height: 18rem; overflow-y: auto; border: 2px solid #dfdfe3; border-radius: 5px; background: #fff; }",
  ".icon-picker-option { display: flex; align-items: center; gap: 8px; padding: 6px; border-radius: 4px; cursor: pointer;",
  "  font-size: 14px; color: #313d3e; }",
  ".icon-picker-option input { position: absolute; opacity: 0; }",
  ".icon-picker-option:has(input:checked) { outline: 3px solid #3a69c7; background: #e8f5fe; }",
  ".icon-picker-option:has(input:focus-visible) { outline: 3px dashed #3a69c7; }",
  // a search title's or description's count (widgets/counted-text.tsx), red past what search results show
  ".counted-text-count { margin: 4px 0 0; font-size: 12px; color: #5c6470; }",
  ".counted-text-count[data-over] { color: #b3261e; }",
  // a field a refused save names (field-marks.ts), drawn as Decap draws a field in error, its label and border red: a
  // darker red than Decap's #ff003b, which white text on it reads at 3.9:1; this one reads at 6:1 (WCAG AA)
  "[data-field-problem] label { background-color: #c8002f; color: #fff; }",
  "[data-field-problem] :is(input, textarea) { border-color: #c8002f; }",
  // why, beside the label where Decap lists a field's own errors, in the same red
  "[data-field-problem-note] { margin: 0; padding: 0 8px; list-style: none; color: #c8002f; font-size: 14px; font-weight: 600; }",
  // a refused save's reasons (refusal-summary.ts), kept at the top of the pane as it scrolls, where Publish was pressed
  "[data-refusal-summary] { position: sticky; top: 0; z-index: 3; margin-top: 16px; padding: 8px 12px; max-height: 40vh;",
  "  overflow-y: auto; border: 2px solid #c8002f; border-radius: 5px; background: #fff; color: #c8002f; font-size: 14px;",
  "  font-weight: 600; }",
  "[data-refusal-summary] p { margin: 0; }",
  "[data-refusal-summary] ul { margin: 4px 0 0; padding-left: 20px; }",
].join("\n")

/** The words of the reading-level note above a preview (reading-level-note.tsx); figures come formatted. */
export interface ReadingLevelWords {
  name: string
  /** English alone: the school grade is measured on English text only (src/lib/reading-level.ts). */
  grade?: (grade: string, ceiling: number) => string
  lix: (lix: string, ceiling: number) => string
  within: (figures: string) => string
  over: (figures: string) => string
  lixMeaning: string
  measured: string
  longSentences: (limit: number) => string
  words: (count: number) => string
}

/**
 * The note in the language of the pane previewed: a French pane's preview is a French page, so its note is in French
 * too (typed with plain spaces: the note sets French typography as the site does).
 */
export const READING_LEVEL_WORDS: Record<Language, ReadingLevelWords> = {
  en: {
    name: "Reading level",
    grade: (grade, ceiling) => `school grade ${grade} (${ceiling} or lower)`,
    lix: (lix, ceiling) => `LIX ${lix} (${ceiling} or lower)`,
    within: (figures) => `Easy enough to read: ${figures}.`,
    over: (figures) => `Too hard to read for many patients: ${figures}. Make it easier before you publish.`,
    lixMeaning:
      "LIX adds the average number of words in a sentence to the percentage of words over six letters: the lower, the easier to read.",
    measured: "Measured on the English text. Short sentences with one idea each, and everyday words, bring the figures down.",
    longSentences: (limit) => `Sentences over ${limit} words, longest first: split each into two or three.`,
    words: (count) => `${count} words`,
  },
  fr: {
    name: "Niveau de lecture",
    lix: (lix, ceiling) => `LIX ${lix} (${ceiling} ou moins)`,
    within: (figures) => `Assez facile à lire : ${figures}.`,
    over: (figures) => `Trop difficile à lire pour bien des personnes : ${figures}. Simplifiez le texte avant de le publier.`,
    lixMeaning:
      "Le LIX additionne le nombre moyen de mots par phrase et le pourcentage de mots de plus de six lettres : plus il est bas, plus le texte est facile à lire.",
    measured:
      "Mesuré sur le texte français. Des phrases courtes, avec une idée chacune, et des mots de tous les jours font baisser le chiffre.",
    longSentences: (limit) =>
      `Phrases de plus de ${limit} mots, de la plus longue à la plus courte : coupez chacune en deux ou trois.`,
    words: (count) => `${count} mots`,
  },
}
