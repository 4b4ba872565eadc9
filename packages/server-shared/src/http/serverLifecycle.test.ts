import { createServer, request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { drainServer, httpUrl, listenServer } from './serverLifecycle.js'

describe('listenServer', () => {
  it('default: a free port on the host; the same port again rejects with EADDRINUSE', async () => {
    const server = createServer((_req, res) => res.end('ok'))
    const address = await listenServer(server, 0, '127.0.0.1')
    try {
      expect(address.port).toBeGreaterThan(0)
      expect(await (await fetch(httpUrl('127.0.0.1', address.port))).text()).toBe('ok')
      await expect(listenServer(createServer(), address.port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' })
    } finally {
      await drainServer(server, 1_000)
    }
  })
})

describe('drainServer', () => {
  it('behavior: a request in flight finishes; new connections are refused; the drain ends when it is answered', async () => {
    let answer: (() => void) | undefined
    const server = createServer((_req, res) => {
      answer = () => res.end('late')
    })
    const { port } = await listenServer(server, 0, '127.0.0.1')
    const inFlight = new Promise<string>((resolve, reject) => {
      request(httpUrl('127.0.0.1', port), (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve(body))
      })
        .on('error', reject)
        .end()
    })
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 10))
    const drained = drainServer(server, 10_000)
    await expect(fetch(httpUrl('127.0.0.1', port))).rejects.toThrow()
    answer()
    expect(await inFlight).toBe('late')
    await drained
  })

  it('edge: a request that never finishes is cut after drainMs', async () => {
    const server = createServer(() => undefined)
    const { port } = await listenServer(server, 0, '127.0.0.1')
    const hanging = fetch(httpUrl('127.0.0.1', port)).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    await drainServer(server, 200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(150)
    expect(await hanging).toBeInstanceOf(Error)
  })
})

describe('httpUrl', () => {
  it('default: IPv4 and names as they are, IPv6 in brackets', () => {
    expect(httpUrl('127.0.0.1', 80)).toBe('http://127.0.0.1:80')
    expect(httpUrl('::1', 8080)).toBe('http://[::1]:8080')
  })
})
