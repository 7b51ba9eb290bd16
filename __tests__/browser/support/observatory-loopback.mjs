// Loaded with `node --import` before Mozilla's Observatory scanner (its own CLI, unchanged) so that its requests for
// the site's host names reach the local nginx, as a hosts-file entry would, on the ports the test started it on
// (OBSERVATORY_HTTPS_PORT for 443, OBSERVATORY_HTTP_PORT for 80). Name and SNI stay the real host's, so nginx
// answers as in production.
import fs from "node:fs"
import http from "node:http"
import https from "node:https"

const hosts = new Set(process.env.OBSERVATORY_HOSTS.split(","))

/** @param {typeof http.Agent} Agent @param {number} defaultPort @param {string} port */
const toLoopback = (Agent, defaultPort, port) => {
  const createConnection = Agent.prototype.createConnection
  Agent.prototype.createConnection = function (options, ...rest) {
    const local = hosts.has(options.host) && Number(options.port ?? defaultPort) === defaultPort
    return createConnection.call(this, local ? { ...options, host: "127.0.0.1", port: Number(port) } : options, ...rest)
  }
}
toLoopback(http.Agent, 80, process.env.OBSERVATORY_HTTP_PORT)
toLoopback(https.Agent, 443, process.env.OBSERVATORY_HTTPS_PORT)

// The package's install step downloads Chromium's HSTS preload list; offline it is missing. The clinic's domain is
// not on it, so an empty list judges it the same.
const readFileSync = fs.readFileSync
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith("hsts-preload.json") && !fs.existsSync(file)) return "{}"
  return readFileSync.call(this, file, ...rest)
}
