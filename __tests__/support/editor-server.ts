import type { DataSource } from "../../gatsby/content/data-files"
import { editorDataFiles } from "../../gatsby/content/editor-data"

/**
 * The editor's server as jsdom's fetch: the files the build writes under /admin/ (gatsby/content/editor-data.ts),
 * each answered when `answer` says (at once unless told), 404 for any other. jsdom has no fetch of its own.
 */
export function serveEditorData(data: DataSource, answer: (file: string) => Promise<void> = async () => undefined): jest.Mock {
  const files = editorDataFiles(data)
  const fetch = jest.fn(async (file: string) => {
    await answer(file)
    const text = files[file]
    return {
      ok: text !== undefined,
      status: text === undefined ? 404 : 200,
      statusText: text === undefined ? "Not Found" : "OK",
      json: async () => JSON.parse(text),
    }
  })
  Object.assign(globalThis, { fetch })
  return fetch
}
