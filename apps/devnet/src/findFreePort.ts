import { createServer } from 'node:net'
import { NoFreePortError } from './portErrors.js'

/** Asks the OS for a currently free TCP port on `host`. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new NoFreePortError('No free port found'))))
    })
  })
}
