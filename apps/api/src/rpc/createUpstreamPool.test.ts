import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type AnvilProcess, findFreePort, spawnAnvil } from '@kit/devnet'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createUpstreamPool, usableAnswer } from './createUpstreamPool.js'
import { MalformedUpstreamAnswerError, UpstreamUnavailableError } from './upstreamErrors.js'

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
    const failure = down.send(call)
    await expect(failure).rejects.toBeInstanceOf(UpstreamUnavailableError)
    await expect(failure).rejects.toThrow('No upstream of eip155:31337 answered')
    down.close()
    expect(logs.at(-1)).toMatch(/^Kit API: \/v1\/rpc eip155:31337: no upstream answered \(upstream 1: HTTP 500; upstream 2: .*ECONNREFUSED/)
  })
})

describe('usableAnswer', () => {
  it('default: an object to one call, an array to a batch', () => {
    expect(usableAnswer('{"jsonrpc":"2.0","id":0,"result":"0x1"}', false)).toEqual({ jsonrpc: '2.0', id: 0, result: '0x1' })
    expect(usableAnswer('[{"jsonrpc":"2.0","id":0,"result":"0x1"}]', true)).toEqual([{ jsonrpc: '2.0', id: 0, result: '0x1' }])
  })

  it('bad input: a page that is not JSON, or JSON of the wrong shape, is a MalformedUpstreamAnswerError', () => {
    const failure = (text: string, batch: boolean): unknown => {
      try {
        usableAnswer(text, batch)
      } catch (error) {
        return error
      }
      return undefined
    }
    const html = failure('<html>maintenance</html>', false)
    expect(html).toBeInstanceOf(MalformedUpstreamAnswerError)
    expect((html as Error).cause).toBeInstanceOf(SyntaxError)
    expect((html as Error).message).toBe(((html as Error).cause as Error).message)
    expect(failure('[]', false)).toMatchObject({ name: 'MalformedUpstreamAnswerError', message: 'answered a non-object to a single call' })
    expect(failure('null', false)).toBeInstanceOf(MalformedUpstreamAnswerError)
    expect(failure('{"result":"0x1"}', true)).toMatchObject({ name: 'MalformedUpstreamAnswerError', message: 'answered a non-array to a batch' })
  })
})
