// One helper for every server a script or test starts on "any free port": the kernel picks the port (listen on 0) and
// the number is passed on to the program that will listen on it. Between our close and its listen another process
// could take the port: callers that must know they reach their own child check an answer only it can give
// (decap-server's repository name in the editor test) or read the address the child prints.
import net, { type AddressInfo } from "node:net"

/** A loopback port nobody listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
