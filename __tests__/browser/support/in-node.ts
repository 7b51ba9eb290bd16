// A function of the project run in a Node process of its own. Jest runs test code in a `vm` context, where parsing HTML
// costs some six times what it does in Node (parse5: 15-23 ms a built page against 2.7): a check that reads every
// built page does its reading there, once, and gets the answers as JSON.
import { execFileSync } from "child_process"
import { pathToFileURL } from "url"

/** tsx's loader, which also lets the child import the project's TypeScript. */
export const TSX_LOADER = pathToFileURL(require.resolve("tsx")).href

/** What the function `name` exported by `module` (a path) returns for each list of arguments of `calls`, in order. */
export function callEachInNode<T>(module: string, name: string, calls: ReadonlyArray<ReadonlyArray<unknown>>): T[] {
  const script = [
    // tsx loads a .ts file of this CommonJS package as CommonJS: its exports are the module's default
    `const called = (await import(${JSON.stringify(pathToFileURL(module).href)})).default[${JSON.stringify(name)}]`,
    `const calls = JSON.parse(await new Response(process.stdin).text())`,
    `process.stdout.write(JSON.stringify(calls.map((args) => called(...args))))`,
  ].join("\n")
  const output = execFileSync(process.execPath, ["--import", TSX_LOADER, "--input-type=module", "--eval", script], {
    input: JSON.stringify(calls),
    encoding: "utf8",
    maxBuffer: 1 << 30,
  })
  return JSON.parse(output) as T[]
}
