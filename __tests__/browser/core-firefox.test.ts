/** The core browser suite (support/core-suite.ts) in Debian's Firefox ESR, over WebDriver BiDi. */
import { defineCoreSuite } from "./support/core-suite"

defineCoreSuite("firefox")
