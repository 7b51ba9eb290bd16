import styled from "styled-components"

/** Cards side by side: one column on phones, `$columns` from 1024 px. */
const CardGrid = styled.ul<{ $columns?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.medium} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(${({ $columns = 4 }) => $columns}, 1fr);
  }
`

export const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  p:last-child {
    margin-bottom: 0;
  }
  > svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`

export default CardGrid
