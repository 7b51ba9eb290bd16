import { useLayoutText } from "./use-layout-text"

/** The fixed words of the sections several kinds of page share (data/interface.yaml's sections), in the page's language. */
export const useSectionText = () => useLayoutText().sections
