import { budgets, KB, pageKind } from "../../scripts/bench/budgets"
import { routeBytes } from "../../scripts/bench/bytes"
import { routes } from "./routes"
import { PUBLIC_DIR } from "./support/built-site"

// The benchmark's JavaScript budgets of issue 6, checked on every build of the tests (the production configuration:
// GA id and EmailJS keys, test-env.json), so a change that outgrows one fails here and not only in `npm run bench`.
describe("first-load JavaScript", () => {
  it.each([...routes, "/404"])("%s stays within its gzip budget", (route) => {
    const bytes = routeBytes(PUBLIC_DIR, route)
    expect(bytes.js.gzip / KB).toBeLessThanOrEqual(budgets.jsGzipKb[pageKind(bytes)])
  })
})
