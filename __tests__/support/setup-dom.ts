import "@testing-library/jest-dom"
import { TextEncoder } from "util"

// jsdom has none, and react-dom/server's browser build (what jsdom's tests import) encodes with it.
Object.assign(globalThis, { TextEncoder })
