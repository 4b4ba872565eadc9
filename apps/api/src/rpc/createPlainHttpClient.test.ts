import { once } from 'node:events'
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createPlainHttpClient } from './createPlainHttpClient.js'
import { MalformedHttpResponseError, UpstreamAnswerTooLargeError, UpstreamConnectionClosedError, UpstreamTimeoutError } from './upstreamErrors.js'

const OK = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 16\r\n\r\n{"result":"0x1"}'

/** A raw TCP upstream: `answer(requestNumber, socket)` decides what each request on any connection gets; counts connections and requests. */
async function startUpstream(answer: (request: number, socket: Socket) => void) {
  const seen = { connections: 0, requests: 0 }
  const server: Server = createServer((socket) => {
    seen.connections++
    socket.on('data', () => answer(++seen.requests, socket))
    socket.on('error', () => undefined)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, seen, url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/rpc`) }
}

describe('createPlainHttpClient', () => {
  const servers: Server[] = []
  afterEach(async () => {
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
  })
  const start = async (answer: (request: number, socket: Socket) => void) => {
    const upstream = await startUpstream(answer)
    servers.push(upstream.server)
    return upstream
  }

  it('default: an answer, then a kept-alive socket the server closed meanwhile is replaced and the request sent once more', async () => {
    const upstream = await start((request, socket) => {
      socket.write(OK)
      if (request === 1) setTimeout(() => socket.destroy(), 20)
    })
    const client = createPlainHttpClient(upstream.url)
    try {
      expect(await client.post('{}', 500, 1024)).toEqual({ status: 200, text: '{"result":"0x1"}' })
      await new Promise((resolve) => setTimeout(resolve, 60))
      expect(await client.post('{}', 500, 1024)).toEqual({ status: 200, text: '{"result":"0x1"}' })
      expect(upstream.seen.connections).toBe(2)
    } finally {
      client.close()
    }
  })

  it('parameters: a reused socket that does not answer in time fails with UpstreamTimeoutError and is not sent again', async () => {
    const upstream = await start((request, socket) => {
      if (request === 1) socket.write(OK)
    })
    const client = createPlainHttpClient(upstream.url)
    try {
      await client.post('{}', 500, 1024)
      const failure = await client.post('{}', 100, 1024).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UpstreamTimeoutError)
      expect(failure).toMatchObject({ name: 'UpstreamTimeoutError', stage: 'answer', timeoutMs: 100, message: 'no answer within 100 ms' })
      expect(upstream.seen).toEqual({ connections: 1, requests: 2 })
    } finally {
      client.close()
    }
  })

  it('bad input: a connection closed mid-answer, an answer over the limit, bytes that are not HTTP: each its named error', async () => {
    const upstream = await start((request, socket) => {
      if (request === 1) socket.end('HTTP/1.1 200 OK\r\nContent-Length: 16\r\n\r\n{"res')
      else if (request === 2) socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2048\r\n\r\n')
      else socket.write('SSH-2.0-OpenSSH_9.6\r\n\r\n')
    })
    const client = createPlainHttpClient(upstream.url)
    try {
      const closed = client.post('{}', 500, 1024)
      await expect(closed).rejects.toBeInstanceOf(UpstreamConnectionClosedError)
      await expect(closed).rejects.toThrow('connection closed before the answer was complete')
      const large = client.post('{}', 500, 1024)
      await expect(large).rejects.toBeInstanceOf(UpstreamAnswerTooLargeError)
      await expect(large).rejects.toThrow('answer larger than 1024 bytes')
      const malformed = client.post('{}', 500, 1024)
      await expect(malformed).rejects.toBeInstanceOf(MalformedHttpResponseError)
      await expect(malformed).rejects.toThrow('malformed status line "SSH-2.0-OpenSSH_9.6"')
    } finally {
      client.close()
    }
  })
})
