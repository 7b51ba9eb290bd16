/**
 * Switches counsel may turn off in data/site.yaml (compliance). Medication pages name prescription drugs, which the Food
 * and Drug Regulations (C.01.044) restrict in advertising to the public: with compliance.showMedicationPages false, the
 * index, every medication page and every link to them go, leaving no gap and no broken link.
 */
import { routeIn } from "./language"

export interface ComplianceSwitches {
  showMedicationPages: boolean
}

/** A medication page's route, in either language ("/medications/x", "/fr/medicaments/x"). */
export const isMedicationPath = (path: string): boolean =>
  ["/medications", routeIn("/medications", "fr")].some((base) => path === base || path.startsWith(`${base}/`))

/** Whether a path leads to a page the switches keep. */
export const isShownPath = (path: string, switches: ComplianceSwitches): boolean =>
  switches.showMedicationPages || !isMedicationPath(path)

/** The links of a list that lead to pages the switches keep. */
export const shownLinks = <T extends { path: string }>(links: ReadonlyArray<T>, switches: ComplianceSwitches): T[] =>
  links.filter((link) => isShownPath(link.path, switches))
