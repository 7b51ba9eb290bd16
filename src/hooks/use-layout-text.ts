import { usePageFrame } from "./use-page-frame"

/** The words of the header, menus, footer and error screen (data/interface.yaml), in the page's language. */
export const useLayoutText = () => {
  const { languageInterface } = usePageFrame().data
  if (!languageInterface) throw new Error("data/interface.yaml is missing: the header, menus and footer read their words from it")
  return languageInterface
}
