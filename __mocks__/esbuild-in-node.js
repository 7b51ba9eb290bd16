// esbuild refuses to run where Node's Buffer is not a Uint8Array of the same realm, which is so in jest's jsdom
// environment. The unit tests that run the pages' inline scripts in jsdom (compiled by gatsby/post-build/inline-scripts.ts)
// get the same esbuild, run with the same options in a plain Node process: the code they test is the code that ships.
const { execFileSync } = require("child_process")
const path = require("path")

const esbuild = path.join(__dirname, "..", "node_modules", "esbuild")

exports.buildSync = (options) => {
  const program =
    `const result = require(${JSON.stringify(esbuild)}).buildSync(JSON.parse(process.argv[1]));` +
    "process.stdout.write(JSON.stringify(result.outputFiles.map((file) => file.text)))"
  const output = execFileSync(process.execPath, ["-e", program, JSON.stringify({ ...options, write: false })], {
    encoding: "utf8",
  })
  return { outputFiles: JSON.parse(output).map((text) => ({ text })) }
}
