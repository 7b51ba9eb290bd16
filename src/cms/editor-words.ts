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
  // a field a refused save names (field-marks.ts), drawn as Decap draws a field in error, its label and border red: a
  // darker red than Decap's #ff003b, which white text on it reads at 3.9:1; this one reads at 6:1 (WCAG AA)
  "[data-field-problem] label { background-color: #c8002f; color: #fff; }",
  "[data-field-problem] :is(input, textarea) { border-color: #c8002f; }",
].join("\n")
