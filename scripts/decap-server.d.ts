// decap-server ships no types. Its middlewares bundle (src/middlewares.ts in its repository) is CommonJS whose names
// Node's import cannot see: imported, its exports are the default.
declare module "decap-server/dist/middlewares.js" {
  import type { Express } from "express"

  type Register = (app: Express, options?: { logLevel?: string }) => Promise<void>
  const middlewares: { registerLocalGit: Register; registerLocalFs: Register }
  export default middlewares
}
