import "@testing-library/jest-dom"

// A component rendered on its own (not through renderScreen) is on an English page: the words around it are data/'s.
jest.mock("../../src/hooks/page-language", () => {
  const actual = jest.requireActual("../../src/hooks/page-language")
  const { useContext } = jest.requireActual("react")
  const { pageLanguage } = jest.requireActual("./data")
  return { ...actual, usePageLanguage: () => useContext(actual.PageLanguageContext) ?? pageLanguage() }
})
