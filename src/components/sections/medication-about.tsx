import styled from "styled-components"
import Section from "../ui/section"
import { useFacts } from "../../hooks/use-site-data"
import { useSectionText } from "../../hooks/use-section-text"

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.large} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.lg};
  }
  ul {
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`

const Urgent = styled.div`
  padding: ${({ theme }) => theme.space.lg};
  border-left: 6px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
  border-radius: ${({ theme }) => theme.radii.small};
  h3 {
    margin-top: 0;
  }
  ul {
    margin-bottom: 0;
  }
`

interface MedicationAboutProps {
  about: { title: string; howItWorks: ReadonlyArray<string>; dosages: ReadonlyArray<string>; safety: ReadonlyArray<string> }
  safety: {
    whoShouldNotTake: ReadonlyArray<string>
    sideEffects: ReadonlyArray<string>
    /** Each sign with what to do about it: the content model refuses a sign without an action. */
    urgentHelp: ReadonlyArray<{ sign: string; action: string }>
  }
}

const BulletList = ({ items }: { items: ReadonlyArray<string> }) => {
  const fill = useFacts()
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{fill(item)}</li>
      ))}
    </ul>
  )
}

/** How it works, doses and safety, with who should not take it, side effects and when to get urgent help beside them. */
const MedicationAbout = ({ about, safety }: MedicationAboutProps) => {
  const fill = useFacts()
  const text = useSectionText().medicationAbout
  return (
    <Section title={fill(about.title)} tone="tinted">
      <Columns>
        <div>
          <h3>{text.howItWorks}</h3>
          {about.howItWorks.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          <h3>{text.dosages}</h3>
          <BulletList items={about.dosages} />
          <h3>{text.safety}</h3>
          <BulletList items={about.safety} />
        </div>
        <div>
          <h3>{text.whoShouldNotTake}</h3>
          <BulletList items={safety.whoShouldNotTake} />
          <h3>{text.sideEffects}</h3>
          <BulletList items={safety.sideEffects} />
          <Urgent>
            <h3>{text.urgentHelp}</h3>
            <BulletList items={safety.urgentHelp.map((item) => `${item.sign} ${item.action}`)} />
          </Urgent>
        </div>
      </Columns>
    </Section>
  )
}

export default MedicationAbout
