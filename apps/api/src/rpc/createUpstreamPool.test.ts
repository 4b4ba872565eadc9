import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilProcess, findFreePort, spawnAnvil } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUpstreamPool, UpstreamUnavailableError } from './createUpstreamPool.js'

/** Upstreams that answer wrong: HTTP 500, a page that is not JSON, JSON of the wrong shape, chunked JSON, or nothing at all. */
function startBadUpstream(): Promise<{ server: Server; url: (path: string) => string }> {
  const server = createServer((request, response) => {
    if (request.url === '/500') response.writeHead(500).end('upstream exploded')
    else if (request.url === '/html') response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
    else if (request.url === '/shape') response.writeHead(200, { 'content-type': 'application/json' }).end('[{"jsonrpc":"2.0","id":0,"result":"0x1"}]')
    else if (request.url === '/chunked') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"jsonrpc":"2.0","id":0,')
      setTimeout(() => response.end('"result":"0xabc"}'), 5)
    }
    // '/hang': never answers.
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: (path) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}` })),
  )
}

describe('createUpstreamPool', () => {
  let anvil: AnvilProcess
  let bad: Awaited<ReturnType<typeof startBadUpstream>>
  const logs: string[] = []
  const call = { jsonrpc: '2.0', id: 0, method: 'eth_chainId', params: [] }

  beforeAll(async () => {
    ;[anvil, bad] = await Promise.all([findFreePort().then((port) => spawnAnvil({ chainId: 31337, port })), startBadUpstream()])
  })
  afterAll(async () => {
    bad.server.closeAllConnections()
    await new Promise((resolve) => bad.server.close(resolve))
    await anvil?.stop()
  })

  it('fallback: an upstream answering 500, HTML, the wrong shape or nothing hands over to the next, which answers', async () => {
    for (const path of ['/500', '/html', '/shape', '/hang']) {
      const pool = createUpstreamPool({
        urls: [bad.url(path), anvil.rpcUrl],
        timeoutMs: 300,
        log: (line) => logs.push(line),
        name: 'eip155:31337',
        intervalMs: 50,
      })
      try {
        expect(await pool.send(call), path).toEqual({ jsonrpc: '2.0', id: 0, result: '0x7a69' })
        // The failed forward started a probe round; the answering upstream ranks first once it is in.
        await vi.waitFor(() => expect(pool.ranked()[0]).toBe(`${anvil.rpcUrl}/`), { timeout: 3_000 })
      } finally {
        pool.close()
      }
    }
  })

  it('parameters: a chunked answer is read whole; with every upstream failing, a named error and the reasons logged', async () => {
    const chunked = createUpstreamPool({ urls: [bad.url('/chunked')], timeoutMs: 1_000, log: () => undefined, name: 'eip155:31337' })
    expect(await chunked.send(call)).toEqual({ jsonrpc: '2.0', id: 0, result: '0xabc' })
    chunked.close()
    const down = createUpstreamPool({
      urls: [bad.url('/500'), `http://127.0.0.1:${await findFreePort()}`],
      timeoutMs: 300,
      log: (line) => logs.push(line),
      name: 'eip155:31337',
    })
    await expect(down.send(call)).rejects.toThrow(new UpstreamUnavailableError('No upstream of eip155:31337 answered'))
    down.close()
    expect(logs.at(-1)).toMatch(/^Kit API: \/v1\/rpc eip155:31337: no upstream answered \(upstream 1: HTTP 500; upstream 2: .*ECONNREFUSED/)
  })
})
