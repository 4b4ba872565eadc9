import type { Server } from 'node:http'
import { InvalidPortError, PortInUseError } from '../portErrors.js'

/**
 * Parses a port from an option or environment value; `0` means "any free port".
 * Throws a message naming where the bad value came from.
 */
export function parseServicePort(raw: number | string, source: string): number {
  const port = typeof raw === 'number' ? raw : Number(raw.trim())
  if (!Number.isInteger(port) || port < 0 || port > 65_535 || (typeof raw === 'string' && raw.trim() === '')) {
    throw new InvalidPortError(`Invalid port ${JSON.stringify(raw)} (from ${source})`)
  }
  return port
}

/** Listens on `host:port` and resolves with the bound port; a busy port rejects with a hint about `envName`. */
export function listenHttpServer(server: Server, port: number, host: string, envName: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException): void => {
      server.off('listening', onListening)
      if (error.code === 'EADDRINUSE') {
        reject(new PortInUseError(`Port ${port} on ${host} is already in use; set ${envName} to another port.`))
      } else {
        reject(error)
      }
    }
    const onListening = (): void => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    }
    server.once('error', onError)
    server.once('listening', onListening)
    server.listen({ port, host, exclusive: true })
  })
}

/** Closes a server and drops its open keep-alive connections. */
export function closeHttpServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve()
      return
    }
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
