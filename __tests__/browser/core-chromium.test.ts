/** The core browser suite (support/core-suite.ts) in Debian's Chromium, over the DevTools protocol. */
import { defineCoreSuite } from "./support/core-suite"

defineCoreSuite("chromium")
