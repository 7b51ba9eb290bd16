import type { ComponentType } from "react"
import PreviewFrame from "./preview-frame"
import { asQueried } from "./entry-data"
import ServiceScreen from "../components/screens/service-screen"
import ConditionScreen from "../components/screens/condition-screen"
import MedicationScreen from "../components/screens/medication-screen"
import CityScreen from "../components/screens/city-screen"

/** What Decap gives a preview template: the entry (an Immutable map) and the preview frame's document. */
export interface PreviewProps {
  entry: { getIn: (path: string[]) => { toJS: () => Record<string, unknown> } | undefined }
  document: Document
}

declare const CMS_PREVIEW_DATA: { interfaceYaml: Queries.InterfaceYaml }

/** The city screen's words, which its page query gives it on the site. */
const cityScreenText = () => CMS_PREVIEW_DATA.interfaceYaml.screens.city

const entryData = ({ entry }: PreviewProps) => entry.getIn(["data"])?.toJS() ?? {}

/** The site's own screen for an entry type, given the entry as its page query would. */
const preview =
  <P,>(render: (data: Record<string, unknown>) => P & object, Screen: ComponentType<P & object>) =>
  // eslint-disable-next-line react/display-name
  (props: PreviewProps) => (
    <PreviewFrame document={props.document}>
      <Screen {...render(entryData(props))} />
    </PreviewFrame>
  )

type ScreenProp<C> = C extends ComponentType<infer P> ? P : never

/** Collection name (gatsby/content/cms-config.ts) → its preview. */
export const previews: Record<string, ComponentType<PreviewProps>> = {
  services: preview((data) => ({ service: asQueried<ScreenProp<typeof ServiceScreen>["service"]>(data) }), ServiceScreen),
  conditions: preview(
    (data) => ({ condition: asQueried<ScreenProp<typeof ConditionScreen>["condition"]>(data, "lastReviewed") }),
    ConditionScreen,
  ),
  medications: preview(
    (data) => ({ medication: asQueried<ScreenProp<typeof MedicationScreen>["medication"]>(data, "lastReviewed") }),
    MedicationScreen,
  ),
  cities: preview(
    (data) => ({ city: asQueried<ScreenProp<typeof CityScreen>["city"]>(data), text: cityScreenText() }),
    CityScreen,
  ),
}
