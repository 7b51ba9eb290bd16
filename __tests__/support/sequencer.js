// The order the whole suite's two workers take files in: the Gatsby builds' files first, as they are the longest by far
// and a worker that starts them last finishes alone; then jest's own order (the slowest last time, else the largest).
const Sequencer = require("@jest/test-sequencer").default

const isBuildsFile = (test) => test.context.config.displayName?.name === "builds"

class BuildsFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests)
    return [...sorted.filter(isBuildsFile), ...sorted.filter((test) => !isBuildsFile(test))]
  }
}

module.exports = BuildsFirst
