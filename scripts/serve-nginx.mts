// `npm run serve:nginx`: the production layer locally. Debian's nginx runs in the foreground with deploy/nginx.conf
// over public/ on 127.0.0.1, port from PORT (default 8080), everything it writes in a directory under /tmp.
import { spawn, type StdioNull, type StdioPipe } from "node:child_process"
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import net, { type AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"

import { NGINX_BROTLI_MODULE } from "../gatsby/server-config/precompressed"

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

/** Brotli when Debian's module is installed, unless NGINX_BROTLI=off asks for the gzip-only configuration. */
export const brotliAvailable = () => process.env.NGINX_BROTLI !== "off" && existsSync(NGINX_BROTLI_MODULE)

/** The prefix directory deploy/nginx.conf expects (see its header), assembled under /tmp. */
function assemblePrefix({ port, publicDir = path.join(root, "public") }: { port: number; publicDir?: string }) {
  const generated = path.join(root, "deploy", "generated")
  if (!existsSync(path.join(generated, "server.conf")) || !existsSync(path.join(publicDir, "index.html")))
    throw new Error("No build: run `npm run build` (or `npm test`) first; it writes public/ and deploy/generated/.")
  const prefix = mkdtempSync(path.join(os.tmpdir(), "lakeshore-nginx-"))
  // nginx's workers run as nobody when started by root: they must be able to walk into the prefix.
  chmodSync(prefix, 0o755)
  copyFileSync(path.join(root, "deploy", "nginx.conf"), path.join(prefix, "nginx.conf"))
  cpSync(generated, path.join(prefix, "generated"), { recursive: true })
  writeFileSync(path.join(prefix, "listen.conf"), `listen 127.0.0.1:${port};\n`)
  if (brotliAvailable()) cpSync(path.join(root, "deploy", "brotli"), path.join(prefix, "brotli"), { recursive: true })
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

export async function startNginx({
  port,
  publicDir,
  stdio = "pipe",
}: { port?: number; publicDir?: string; stdio?: StdioPipe | "inherit" | StdioNull } = {}): Promise<Nginx> {
  const listenPort = port ?? (await freePort())
  const prefix = assemblePrefix({ port: listenPort, publicDir })
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
      return { url: `http://127.0.0.1:${listenPort}`, port: listenPort, prefix, stop, log: () => log }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await stop()
  throw new Error(`nginx did not start:\n${log}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT || 8080)
  startNginx({ port, stdio: "inherit" }).then(
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
