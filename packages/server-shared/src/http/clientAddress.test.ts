import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientAddress } from './clientAddress.js'

const appFor = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)))

describe('clientAddress', () => {
  let server: ReturnType<typeof serve>
  let base: string
  beforeAll(async () => {
    server = serve({ fetch: appFor(false).fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it("default: the socket's peer over a real connection; X-Forwarded-For is ignored without a trusted proxy", async () => {
    expect(await (await fetch(base, { headers: { 'x-forwarded-for': '203.0.113.9' } })).text()).toBe('127.0.0.1')
  })

  it('behavior: behind a trusted proxy, the first X-Forwarded-For hop, IPv4-mapped IPv6 as IPv4, at most 64 characters', async () => {
    const app = appFor(true)
    const ask = async (forwarded: string) => (await app.request('/', { headers: { 'x-forwarded-for': forwarded } })).text()
    expect(await ask(' 198.51.100.7 , 10.0.0.1')).toBe('198.51.100.7')
    expect(await ask('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(await ask('2001:db8::1')).toBe('2001:db8::1')
    expect(await ask('x'.repeat(300))).toHaveLength(64)
  })

  it('edge: no socket (a request handed to the app in process) and no header is unknown', async () => {
    expect(await (await appFor(true).request('/')).text()).toBe('unknown')
  })
})
