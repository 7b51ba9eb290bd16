// Jest compiles TypeScript and JSX with Gatsby's own Babel preset.
const babelJest = require("babel-jest").default

module.exports = babelJest.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic" }], "@babel/preset-typescript"],
  plugins: ["babel-plugin-styled-components"],
})
