import { useField, useFormState } from "react-final-form"
import styled, { css } from "styled-components"
import type { LeadValues } from "../../lib/lead-validation"

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`

const Label = styled.label`
  font-weight: 600;
`

const control = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  border-radius: ${({ theme }) => theme.radii.small};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
`

const Input = styled.input<{ $invalid: boolean }>`
  ${control}
`

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${control}
  resize: vertical;
`

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: 600;
`

interface LeadFieldProps {
  name: keyof LeadValues
  label: string
  autoComplete: string
  type?: "text" | "email" | "tel"
  multiline?: boolean
  required?: boolean
}

/**
 * A labelled field of the lead form. Its error shows only once a submit has
 * failed, and from then on follows what the visitor types. It is read-only
 * while a send is on its way: the form resets on success, and an edit made
 * meanwhile would be thrown away unsent.
 */
const LeadField = ({ name, label, autoComplete, type = "text", multiline = false, required = false }: LeadFieldProps) => {
  const { input, meta } = useField<string>(name, { subscription: { value: true, error: true, submitFailed: true } })
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const id = `lead-${name}`
  const errorId = `${id}-error`
  const error = meta.submitFailed && typeof meta.error === "string" ? meta.error : undefined
  const shared = {
    ...input,
    id,
    autoComplete,
    required,
    readOnly: Boolean(submitting),
    $invalid: Boolean(error),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  }
  return (
    <Row>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <TextArea {...shared} rows={4} /> : <Input {...shared} type={type} />}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Row>
  )
}

export default LeadField
