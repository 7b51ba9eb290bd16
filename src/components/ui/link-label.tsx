import VisuallyHidden from "./visually-hidden"

interface LinkLabelProps {
  name: string
  hiddenContext?: string | null
}

/** A link's visible name, followed by the words a screen reader needs when that name means nothing out of place. */
const LinkLabel = ({ name, hiddenContext }: LinkLabelProps) => (
  <>
    {name}
    {hiddenContext && <VisuallyHidden> {hiddenContext}</VisuallyHidden>}
  </>
)

export default LinkLabel
