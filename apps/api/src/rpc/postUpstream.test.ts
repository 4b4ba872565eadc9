import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createUpstreamAgents, postUpstream } from './postUpstream.js'
import { UpstreamTimeoutError } from './upstreamErrors.js'

describe('postUpstream', () => {
  it('default and parameters: the status and text of an answer; no answer in time is an UpstreamTimeoutError', async () => {
    const server = createServer((request, response) => {
      if (request.url === '/ok') response.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"busy"}')
      // '/hang': never answers.
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const agents = createUpstreamAgents()
    try {
      expect(await postUpstream(new URL(`${base}/ok`), '{}', 500, agents)).toEqual({ status: 503, text: '{"error":"busy"}' })
      const failure = await postUpstream(new URL(`${base}/hang`), '{}', 100, agents).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(UpstreamTimeoutError)
      expect(failure).toMatchObject({ name: 'UpstreamTimeoutError', stage: 'answer', message: 'no answer within 100 ms' })
    } finally {
      agents.destroy()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
