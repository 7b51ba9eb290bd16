// Decap's local backend (decap-server's own middlewares, its settings from the same variables: PORT, MODE, LOG_LEVEL,
// GIT_REPO_DIRECTORY) with one fix: a draft that changed one language's file alone opens (docs/decisions.md,
// "A draft in one language").
import express, { type NextFunction, type Request, type Response } from "express"
import middlewares from "decap-server/dist/middlewares.js"

/**
 * Decap asks for every language's file of a draft, giving an unchanged file the id "", and decap-server's schema
 * refuses an empty id; git mode reads the file from the draft's branch by its path and never uses the id.
 */
function fillEmptyFileId(request: Request, _response: Response, next: NextFunction) {
  const params = (request.body as { action?: string; params?: { id?: string } } | undefined)?.params
  if (params && params.id === "") params.id = "unchanged"
  next()
}

const port = Number(process.env.PORT || 8081)
const app = express()
app.use(express.json({ limit: "50mb" }))
app.use(fillEmptyFileId)
const { registerLocalFs, registerLocalGit } = middlewares
const register = process.env.MODE === "git" ? registerLocalGit : registerLocalFs
await register(app, { logLevel: process.env.LOG_LEVEL || "info" })
const announce = () => console.log(`Decap's local backend (${process.env.MODE || "fs"}) on port ${port}`)
if (process.env.BIND_HOST) app.listen(port, process.env.BIND_HOST, announce)
else app.listen(port, announce)
