import { Field } from "react-final-form"
import styled from "styled-components"

// Off-screen rather than display:none, which some bots skip; hidden from assistive technology and the tab order.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

/** A field only bots fill in: a lead that has it is dropped without a word. */
const HoneypotField = ({ label }: { label: string }) => (
  <Trap aria-hidden="true">
    <label htmlFor="lead-leave-blank">{label}</label>
    <Field name="leave_blank" component="input" type="text" id="lead-leave-blank" tabIndex={-1} autoComplete="off" />
  </Trap>
)

export default HoneypotField
