// `npm run serve:nginx`: the production layer locally. Debian's nginx runs in the foreground with deploy/nginx.conf
// over public/ on 127.0.0.1, port from PORT (default 8080), everything it writes in a directory under /tmp.
import { spawn, type StdioNull, type StdioPipe } from "node:child_process"
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { NGINX_BROTLI_MODULE } from "../gatsby/server-config/precompressed"
import { freePort } from "./free-port"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** Brotli when Debian's module is installed, unless NGINX_BROTLI=off asks for the gzip-only configuration. */
export const brotliAvailable = () => process.env.NGINX_BROTLI !== "off" && existsSync(NGINX_BROTLI_MODULE)

/**
 * HTTPS as production has it (deploy/https.conf): the site on `port` with TLS and this certificate (PEM files), and
 * `httpPort` for plain HTTP, which redirects.
 */
export interface Tls {
  certificate: string
  key: string
  httpPort: number
}

/** The prefix directory deploy/nginx.conf expects (see its header), assembled under /tmp. */
function assemblePrefix({
  port,
  publicDir = path.join(root, "public"),
  generated = path.join(root, "deploy", "generated"),
  tls,
}: {
  port: number
  publicDir?: string
  generated?: string
  tls?: Tls
}) {
  if (!existsSync(path.join(generated, "server.conf")) || !existsSync(path.join(publicDir, "index.html")))
    throw new Error("No build: run `npm run build` (or `npm test`) first; it writes public/ and deploy/generated/.")
  const prefix = mkdtempSync(path.join(os.tmpdir(), "lakeshore-nginx-"))
  // nginx's workers run as nobody when started by root: they must be able to walk into the prefix.
  chmodSync(prefix, 0o755)
  copyFileSync(path.join(root, "deploy", "nginx.conf"), path.join(prefix, "nginx.conf"))
  cpSync(generated, path.join(prefix, "generated"), { recursive: true })
  if (brotliAvailable()) cpSync(path.join(root, "deploy", "brotli"), path.join(prefix, "brotli"), { recursive: true })
  if (tls) {
    writeFileSync(path.join(prefix, "listen.conf"), `listen 127.0.0.1:${port} ssl http2;\n`)
    writeFileSync(path.join(prefix, "listen-http.conf"), `listen 127.0.0.1:${tls.httpPort};\n`)
    copyFileSync(path.join(root, "deploy", "https.conf"), path.join(prefix, "https.conf"))
    mkdirSync(path.join(prefix, "tls"))
    copyFileSync(tls.certificate, path.join(prefix, "tls", "fullchain.pem"))
    copyFileSync(tls.certificate, path.join(prefix, "tls", "chain.pem"))
    copyFileSync(tls.key, path.join(prefix, "tls", "privkey.pem"))
  } else {
    writeFileSync(path.join(prefix, "listen.conf"), `listen 127.0.0.1:${port};\n`)
    writeFileSync(path.join(prefix, "https.conf"), "# Plain HTTP on loopback: no TLS, no redirects to HTTPS.\n")
  }
  symlinkSync(path.resolve(publicDir), path.join(prefix, "public"))
  mkdirSync(path.join(prefix, "temp"))
  return prefix
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.end(() => resolve(true)))
    socket.once("error", () => resolve(false))
  })

/** Starts nginx; resolves once it accepts connections. */
export interface Nginx {
  url: string
  port: number
  prefix: string
  stop: () => Promise<void>
  log: () => string
}

/** `generated`: the deploy/generated/ of the build in `publicDir` (the benchmark keeps a second build's aside). */
export async function startNginx({
  port,
  publicDir,
  generated,
  tls,
  stdio = "pipe",
}: {
  port?: number
  publicDir?: string
  generated?: string
  tls?: Tls
  stdio?: StdioPipe | "inherit" | StdioNull
} = {}): Promise<Nginx> {
  const listenPort = port ?? (await freePort())
  const prefix = assemblePrefix({ port: listenPort, publicDir, generated, tls })
  const child = spawn("nginx", ["-p", `${prefix}/`, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", stdio, stdio],
  })
  let log = ""
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk))
  const exited = new Promise((resolve) => child.once("exit", resolve))
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGQUIT")
    await exited
    rmSync(prefix, { recursive: true, force: true })
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break
    if (await answers(listenPort))
      return { url: `${tls ? "https" : "http"}://127.0.0.1:${listenPort}`, port: listenPort, prefix, stop, log: () => log }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  throw new Error(`nginx did not start:\n${log}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 8080)
  // HTTPS as in production, with a certificate of your own: TLS_CERTIFICATE and TLS_KEY (PEM files), and HTTP_PORT for
  // the port that redirects to HTTPS.
  const { TLS_CERTIFICATE: certificate, TLS_KEY: key, HTTP_PORT: httpPort } = process.env
  const tls = certificate && key ? { certificate, key, httpPort: Number(httpPort || 8081) } : undefined
  startNginx({ port, tls, stdio: "inherit" }).then(
    ({ url, stop }) => {
      console.log(`Lakeshore Virtual Clinic is served by nginx on ${url} (Ctrl+C stops it)`)
      console.log(
        brotliAvailable()
          ? "Compression: the build's .br and .gz copies (brotli_static, gzip_static)"
          : `Compression: the build's .gz copies only (no Brotli: ${NGINX_BROTLI_MODULE} is not installed or NGINX_BROTLI=off)`,
      )
      for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => stop().then(() => process.exit(0)))
    },
    (error: Error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
