import type { ComponentType, ReactNode } from "react"
import PreviewFrame, { SiteAround } from "./preview-frame"
import { NotShownYet, PreviewBoundary } from "./preview-guard"
import ReadingLevelNote from "./reading-level-note"
import { overEnglish, withoutPhoto, withPlaceholders } from "./entry-data"
import { previewData } from "./built-in-data"
import type { EditorIndex, EntryTexts } from "./fetched-data"
import { parseYaml } from "./yaml-format"
import { usableSite } from "./usable-site"
import { usableDates } from "./usable-dates"
import ServiceScreen from "../components/screens/service-screen"
import ConditionScreen from "../components/screens/condition-screen"
import MedicationScreen from "../components/screens/medication-screen"
import CityScreen from "../components/screens/city-screen"
import HomeScreen from "../components/screens/home-screen"
import ServicesScreen from "../components/screens/services-screen"
import ConditionsScreen from "../components/screens/conditions-screen"
import MedicationsScreen from "../components/screens/medications-screen"
import HowItWorksScreen from "../components/screens/how-it-works-screen"
import ContactScreen from "../components/screens/contact-screen"
import MessageNotSentScreen from "../components/screens/message-not-sent-screen"
import LegalScreen from "../components/screens/legal-screen"
import Footer from "../components/layout/footer"
import ContactCard from "../components/sections/contact-card"
import ClinicalReviewNote from "../components/sections/clinical-review-note"
import { PageFrameContext, usePageFrame } from "../hooks/use-page-frame"
import { useSiteData } from "../hooks/use-site-data"
import type { PageFrameData } from "../queries/page-frame"
import { inFrenchTypography } from "../lib/french-typography"
import type { Language } from "../lib/language"
import { READ_COLLECTIONS } from "../lib/reading-level"

/** What Decap gives a preview template: the entry (an Immutable map) and the preview frame's document. */
export interface PreviewProps {
  entry: {
    getIn: (path: string[]) => { toJS: () => Record<string, unknown> } | undefined
    /** The entry's slug, which its file is named by (a new entry has none yet). */
    get: (key: "slug") => string | undefined
  }
  document: Document
  /** The language of the editor's pane being previewed ("fr" once the pane is switched to French). */
  locale?: string
}

type Data = Record<string, unknown>

/**
 * The interface's words in `language`, as a page's query gives them: the French page frame holds interface.fr.yaml
 * whole as the loader reads it, in French typography (its screens' words too, which the PageFrame fragment's type
 * leaves out). Without them a French pane's page showed its buttons and headings in English.
 */
const interfaceWords = (language: Language): Queries.InterfaceYaml =>
  language === "fr" ? (previewData().fr.languageInterface as unknown as Queries.InterfaceYaml) : previewData().interfaceYaml

const screens = (language: Language) => interfaceWords(language).screens

/** Each entry's English side as last previewed (collection/slug): what its French pane's preview is laid over. */
const englishSeen = new Map<string, Data>()

/** An entry's English side: as last previewed in this editor, or its English file as the editor was built. */
const englishOf = (texts: EntryTexts, key: string): Data => {
  const seen = englishSeen.get(key)
  if (seen) return seen
  return texts.en ? parseYaml(texts.en) : {}
}

/** The pane previewed: French once the editor switches its pane to French. */
const languageOf = ({ locale }: PreviewProps): Language => (locale === "fr" ? "fr" : "en")

/**
 * The entry as typed so far, every required value not yet typed shown as a placeholder; French in French typography,
 * as the build sets it (a French pane holds the translated fields: the shared ones are placeholders).
 */
const entryData = (collection: string, props: PreviewProps, typed: Data, texts: EntryTexts): Data => {
  const key = `${collection}/${props.entry.get("slug") ?? ""}`
  if (languageOf(props) === "en") englishSeen.set(key, typed)
  const whole = languageOf(props) === "fr" ? (overEnglish(inFrenchTypography(typed), englishOf(texts, key)) as Data) : typed
  return withPlaceholders(whole, previewData().entrySkeletons[collection]) as Data
}

/**
 * A medical entry whose reviewer is not chosen yet (or has no file) is previewed as pending review, under the first
 * reviewer's file, as the page shows a review not yet confirmed: it names nobody.
 */
const withReviewer = (data: Data, { allReviewersYaml: { nodes } }: EditorIndex): Data =>
  nodes.some((reviewer) => reviewer.slug === data.reviewedBy) ? data : { ...data, reviewedBy: nodes[0]?.slug, confirmed: false }

/** The collections whose entries are pages a patient reads: their preview shows the reading level first. */
const READ_PAGES = new Set<string>(READ_COLLECTIONS)

/** A screen given the entry, the pane's language and the index: an index page lists its entries in that language. */
type Render = (data: Data, language: Language, index: EditorIndex) => ReactNode

interface BodyProps {
  collection: string
  render: Render
  props: PreviewProps
  index: EditorIndex
  /** The entry's files as built: a French pane's preview lays its words over the English file's. */
  texts: EntryTexts
}

/** The preview's content, a component of its own so that the boundary above it catches whatever fails in it. */
const PreviewBody = ({ collection, render, props, index, texts }: BodyProps) => {
  // the pane as typed: measured as it is, and previewed whole
  const typed = props.entry.getIn(["data"])?.toJS() ?? {}
  const whole = entryData(collection, props, typed, texts)
  const { data, notes } = usableDates(collection, whole, previewData().entrySkeletons[collection])
  return (
    <>
      {READ_PAGES.has(collection) && <ReadingLevelNote data={typed} language={languageOf(props)} />}
      <NotShownYet notes={notes} />
      {render(data, languageOf(props), index)}
    </>
  )
}

/**
 * The site's own rendering of an entry of `collection`, given the entry as its page query would; an entry typed
 * halfway that the screens cannot take shows a plain note until the next change (preview-guard.tsx).
 */
const preview =
  (collection: string, render: Render) =>
  // eslint-disable-next-line react/display-name
  (props: PreviewProps) => (
    <PreviewFrame document={props.document} language={languageOf(props)}>
      <PreviewBoundary entry={props.entry.getIn(["data"])}>
        <SiteAround language={languageOf(props)} collection={collection} slug={props.entry.get("slug")}>
          {(index, texts) => <PreviewBody collection={collection} render={render} props={props} index={index} texts={texts} />}
        </SiteAround>
      </PreviewBoundary>
    </PreviewFrame>
  )

/** The site's facts as typed, each value not usable yet left out or shown plainly, with a note saying so. */
const SitePreview = ({ data, language }: { data: Data; language: Language }) => {
  const { site, notes } = usableSite(data, language)
  return (
    <>
      <NotShownYet notes={notes} />
      <SiteParts
        data={{ languageSite: site as PageFrameData["languageSite"] }}
        contactCard={interfaceWords(language).contactCard}
      />
    </>
  )
}

type ScreenProp<C, K extends string> = C extends ComponentType<infer P> ? (P extends Record<K, infer V> ? V : never) : never

type ContactCardText = Queries.InterfaceYaml["contactCard"]

/** The contact card and the footer, as the site's facts and the interface's words being edited fill them. */
const ContactCardAndFooter = ({ text }: { text: ContactCardText }) => (
  <>
    <ContactCard text={text} />
    <Footer site={useSiteData()} />
  </>
)

/** The parts of every page that the site's facts and the interface's words fill, with `data` in place of data/'s. */
const SiteParts = ({ data, contactCard }: { data: Partial<PageFrameData>; contactCard: ContactCardText }) => {
  const page = usePageFrame()
  return (
    <PageFrameContext.Provider value={{ ...page, data: { ...page.data, ...data } }}>
      <ContactCardAndFooter text={contactCard} />
    </PageFrameContext.Provider>
  )
}

/** Each fixed page's screen by its slug, given the page entry as its query gives it; any other page is a legal page. */
const pageScreen = (page: Data, language: Language, index: EditorIndex): ReactNode => {
  const entry = withoutPhoto<never>(page)
  switch (page.slug) {
    case "home":
      return <HomeScreen page={entry} text={screens(language).home} />
    case "services":
      return <ServicesScreen page={entry} text={screens(language).services} />
    case "conditions":
      return (
        <ConditionsScreen
          page={entry}
          conditions={index.lists[language].languageConditions.nodes as never[]}
          text={screens(language).conditions}
        />
      )
    case "medications":
      return <MedicationsScreen page={entry} medications={index.lists[language].languageMedications.nodes as never[]} />
    case "how-it-works":
      return <HowItWorksScreen page={entry} />
    case "contact":
      return (
        <ContactScreen
          page={entry}
          text={interfaceWords(language)}
          cities={index.lists[language].languageCities.nodes as never[]}
        />
      )
    case "message-not-sent":
      return <MessageNotSentScreen page={entry} text={screens(language).messageNotSent} />
    default:
      return <LegalScreen path={`/${String(page.slug)}`} page={entry} text={screens(language).legal} />
  }
}

/** Collection name (gatsby/content/cms-config.ts) → its preview. */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  services: preview("services", (data) => (
    <ServiceScreen service={withoutPhoto<ScreenProp<typeof ServiceScreen, "service">>(data)} />
  )),
  conditions: preview("conditions", (data, _language, index) => (
    <ConditionScreen condition={withoutPhoto<ScreenProp<typeof ConditionScreen, "condition">>(withReviewer(data, index))} />
  )),
  medications: preview("medications", (data, _language, index) => (
    <MedicationScreen medication={withoutPhoto<ScreenProp<typeof MedicationScreen, "medication">>(withReviewer(data, index))} />
  )),
  cities: preview("cities", (data, language) => (
    <CityScreen city={withoutPhoto<ScreenProp<typeof CityScreen, "city">>(data)} text={screens(language).city} />
  )),
  pages: preview("pages", pageScreen),
  // a reviewer shows on the medical pages as the note that names them, as it reads once their review is confirmed
  reviewers: preview("reviewers", (data) => (
    <ClinicalReviewNote
      lastReviewedIso={new Date().toISOString().slice(0, 10)}
      reviewer={{ name: String(data.name), credentials: String(data.credentials) }}
    />
  )),
  site: preview("site", (data, language) => <SitePreview data={data} language={language} />),
  interface: preview("interface", (data) => (
    <SiteParts
      data={{ languageInterface: data as PageFrameData["languageInterface"] }}
      contactCard={(data as Queries.InterfaceYaml).contactCard}
    />
  )),
}
