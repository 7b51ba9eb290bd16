// The staff guide quotes the editor's words so that staff recognise what they see: a change of the words in code
// must take the guide with it (docs/content-staff-guide.md).
import { readFileSync } from "fs"
import path from "path"

import { textPattern } from "../gatsby/content/cms-config"
import { editorPhrases, READING_LEVEL_WORDS } from "../src/cms/editor-words"
import { REFUSAL_HEADING, REFUSAL_POINTER } from "../src/cms/refusal-summary"

/** The guide as one line of text: its sentences wrap at 120 characters. */
const guide = readFileSync(path.join(__dirname, "..", "docs", "content-staff-guide.md"), "utf8").replace(/\s+/g, " ")

/** The first sentence of an editor's message, without the figures or names filled into it. */
const lead = (message: string) => message.split(/: |\. /)[0]

describe("the staff guide quotes the editor's own words", () => {
  it.each([
    ["the red box's heading at a refused save", REFUSAL_HEADING],
    ["the first field's pointer to that box", REFUSAL_POINTER],
    ["a word in braces that is no fact", textPattern()[1]],
    ["the Workflow board's heading", editorPhrases.workflow.workflow.workflowHeading],
    ["the Workflow board's button", editorPhrases.workflow.workflow.newPost],
    ["the reading level within the ceilings", lead(READING_LEVEL_WORDS.en.within(""))],
    ["the reading level over them", lead(READING_LEVEL_WORDS.en.over(""))],
  ])("%s", (_, words) => {
    expect(guide).toContain(words)
  })
})
