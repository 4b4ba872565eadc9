import { describe, expect, test } from 'vitest'
import { loadDeviceKey } from '../client/deviceKey.js'
import { startSecure } from '../startSecure.js'
import { startTestSecure } from '../testing/testSecure.js'

// Outside development nobody signs in through a stand-in: an unconfigured social provider is not
// offered (and refused if asked for), Farcaster only with real Sign In With Farcaster configured.
const production = (options: Parameters<typeof startSecure>[0] = {}) =>
  startSecure({ port: 0, dataDir: 'memory://', secureKey: '55'.repeat(32), smtp: { url: 'smtp://127.0.0.1:1' }, log: () => undefined, ...options })
const device = loadDeviceKey(null)
/** POSTs like the frame does: its Origin and a device-key signature. */
const post = async (url: string, body: unknown) => {
  const text = JSON.stringify(body)
  const target = new URL(url)
  const signed = await (await device).signRequest({ method: 'POST', path: target.pathname, body: text })
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: target.origin, ...signed }, body: text })
}
const start = { provider: 'google', parentOrigin: 'http://127.0.0.1:5173', projectId: 'kit-demo' }

describe('offered providers', () => {
  test('behavior: production without social config offers nothing; every stand-in is gone and asking for one is a clear 400', async () => {
    const secure = await production()
    try {
      const offered = await fetch(`${secure.url}/social/providers`)
      expect(offered.headers.get('access-control-allow-origin')).toBe('*')
      expect(await offered.json()).toEqual({ social: [], farcaster: false })
      expect(secure.oidcIssuer).toBeNull()
      for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
        const response = await post(`${secure.url}/api/social/start`, { ...start, provider })
        expect(response.status).toBe(400)
        expect(await response.json()).toEqual({
          error: { message: `Sign-in with ${provider} is not available on this server`, code: 'PROVIDER_NOT_AVAILABLE' },
        })
      }
      expect((await fetch(`${secure.url}/oidc/.well-known/openid-configuration`)).status).toBe(404)
      expect(await (await post(`${secure.url}/api/farcaster/start`, {})).json()).toEqual({
        error: { message: 'Sign-in with farcaster is not available on this server', code: 'PROVIDER_NOT_AVAILABLE' },
      })
      // The stand-in's 'Enter any username' page and its form post do not exist here.
      expect((await fetch(`${secure.url}/farcaster/approve?channel=${'a'.repeat(32)}`)).status).toBe(404)
      const approve = await fetch(`${secure.url}/farcaster/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `channel=${'a'.repeat(32)}&action=approve&username=alice`,
      })
      expect(approve.status).toBe(404)
    } finally {
      await secure.stop()
    }
  })

  test('parameters: production offers the configured providers only; Farcaster only with real SIWF configured', async () => {
    const secure = await production({
      social: {
        github: {
          clientId: 'id',
          clientSecret: 'secret',
          authorizationEndpoint: 'https://github.example/authorize',
          tokenEndpoint: 'https://github.example/token',
        },
      },
      farcaster: { rpcUrl: 'http://127.0.0.1:9', relay: 'http://127.0.0.1:9' },
    })
    try {
      expect(await (await fetch(`${secure.url}/social/providers`)).json()).toEqual({ social: ['github'], farcaster: true })
      expect((await post(`${secure.url}/api/social/start`, start)).status).toBe(400)
      // Real SIWF: the channel is opened on the relay (unreachable here): a clear 502, never the stand-in.
      const farcaster = await post(`${secure.url}/api/farcaster/start`, {})
      expect(farcaster.status).toBe(502)
      expect(await farcaster.json()).toMatchObject({ error: { message: expect.stringMatching(/farcaster/i) } })
      expect((await fetch(`${secure.url}/farcaster/approve?channel=${'a'.repeat(32)}`)).status).toBe(404)
    } finally {
      await secure.stop()
    }
  })

  test('default: development offers every provider through the stand-ins', async () => {
    const secure = await startTestSecure()
    try {
      expect(await (await fetch(`${secure.url}/social/providers`)).json()).toEqual({
        social: ['google', 'github', 'apple', 'facebook', 'x', 'discord'],
        farcaster: true,
      })
      expect((await post(`${secure.url}/api/farcaster/start`, {})).status).toBe(200)
    } finally {
      await secure.stop()
    }
  })
})
