import { Fragment, type ReactNode } from "react"
import { SLOT } from "../../lib/facts"

/**
 * Interface text with each of its slots ({phoneLink}) replaced by the link or value given for it: the sentence
 * stays whole in data/interface.yaml, in the order its language wants, and the build checks every slot is there.
 */
const SlottedText = ({ text, slots }: { text: string; slots: Record<string, ReactNode> }) => (
  <>
    {text.split(SLOT).map((part, index) => (
      <Fragment key={index}>{index % 2 === 1 ? (slots[part] ?? `{${part}}`) : part}</Fragment>
    ))}
  </>
)

export default SlottedText
