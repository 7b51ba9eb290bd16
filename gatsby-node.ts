// Gatsby's build hooks; each lives in gatsby/node/ with the code it runs.
export { createPages, onCreatePage } from "./gatsby/node/create-pages"
export { onPostBuild } from "./gatsby/node/post-build"
export { onPreBootstrap } from "./gatsby/node/pre-bootstrap"
export { createSchemaCustomization } from "./gatsby/node/schema"
export { sourceNodes } from "./gatsby/node/source-content"
export { onCreateWebpackConfig } from "./gatsby/node/webpack"
export { onCreateDevServer } from "./gatsby/node/cms-dev-server"
