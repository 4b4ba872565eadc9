import { connect, createServer, type Socket } from 'node:net'

export type TcpBalancer = { url: string; port: number; route(targetPort: number): void; close(): Promise<void> }

/** A load balancer stand-in: forwards each new TCP connection to the current target port (switchable). */
export async function createTcpBalancer(targetPort: number): Promise<TcpBalancer> {
  let target = targetPort
  const sockets = new Set<Socket>()
  const server = createServer((inbound) => {
    const outbound = connect(target, '127.0.0.1')
    for (const socket of [inbound, outbound]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        inbound.destroy()
        outbound.destroy()
      })
    }
    inbound.pipe(outbound).pipe(inbound)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    route(targetPort) {
      target = targetPort
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
