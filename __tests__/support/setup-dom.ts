import "@testing-library/jest-dom"
import { configure } from "@testing-library/react"
import { TextEncoder } from "util"

// findBy… and waitFor wait for what the page shows; their limit is a guard against a hang, not an expectation. The
// default second was passed on a loaded machine (a toast after a retry in lead-form.test.tsx, npm test at load 6).
configure({ asyncUtilTimeout: 30_000 })

// jsdom has none, and react-dom/server's browser build (what jsdom's tests import) encodes with it.
Object.assign(globalThis, { TextEncoder })

// A component rendered on its own (not through renderScreen) is on an English page: the words around it are data/'s.
jest.mock("../../src/hooks/use-page-frame", () => {
  const actual = jest.requireActual("../../src/hooks/use-page-frame")
  const { useContext } = jest.requireActual("react")
  const { pageFrame } = jest.requireActual("./data")
  return { ...actual, usePageFrame: () => useContext(actual.PageFrameContext) ?? pageFrame() }
})

// A tab's session storage (the contact form's draft) is one tab's: each test opens a new one (files on node have none).
beforeEach(() => globalThis.sessionStorage?.clear())
