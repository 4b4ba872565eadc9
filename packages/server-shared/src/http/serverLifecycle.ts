import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Starts `server` on `host:port` (0: a free port): resolves with the bound address, rejects with the listen error (a port in use, no permission). */
export function listenServer(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise<AddressInfo>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve(server.address() as AddressInfo)
    })
  })
}

/**
 * Stops `server` gracefully, as behind a load balancer on SIGTERM: no new connections, idle ones
 * closed at once, requests in flight get up to `drainMs` to finish before their connections are cut.
 */
export function drainServer(server: Pick<Server, 'close' | 'closeAllConnections' | 'closeIdleConnections'>, drainMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), drainMs)
    server.close(() => {
      clearTimeout(force)
      resolve()
    })
    server.closeIdleConnections()
  })
}

/** `http://host:port`, an IPv6 host in brackets. */
export const httpUrl = (host: string, port: number): string => `http://${host.includes(':') ? `[${host}]` : host}:${port}`
