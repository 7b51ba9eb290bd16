import styled from "styled-components"

const Panel = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`

/** Replaced by the react-final-form lead form (issue 4). */
const LeadForm = () => (
  <Panel aria-labelledby="lead-form-heading">
    <h2 id="lead-form-heading">Schedule Same-Day Appointment</h2>
  </Panel>
)

export default LeadForm
