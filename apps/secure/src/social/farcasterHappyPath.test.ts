import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { type AnvilProcess, findFreePort, spawnAnvil } from '@kit/devnet'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { loadDeviceKey } from '../client/deviceKey.js'
import { type RunningSecure, startSecure } from '../startSecure.js'
import { deployIdRegistry, type LocalIdRegistry } from '../testing/farcasterRegistry.js'
import { type FarcasterRelay, startFarcasterRelay } from '../testing/farcasterRelay.js'

// Real Sign In With Farcaster end to end, offline: a secure server in production mode (no
// stand-ins) configured with a local Farcaster Connect relay (testing/farcasterRelay.ts) and a
// local anvil (chain id 10) hosting the IdRegistry. The user's Farcaster app is played by the
// Farcaster team's own wallet client (@farcaster/auth-client createWalletClient): it reads the
// channel from the URI the frame shows, builds the SIWF message, signs it with the fid's custody
// key and hands it to the relay. The server accepts it only after @farcaster/auth-client's
// verifySignInMessage checked the custody address against the registry over JSON-RPC.

let anvil: AnvilProcess
let registry: LocalIdRegistry
let relay: FarcasterRelay
let secure: RunningSecure

beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 10, port: await findFreePort() })
  registry = await deployIdRegistry(anvil.rpcUrl)
  relay = await startFarcasterRelay()
  secure = await startSecure({
    port: 0,
    dataDir: 'memory://',
    secureKey: '66'.repeat(32),
    smtp: { url: 'smtp://127.0.0.1:1' },
    log: () => undefined,
    farcaster: { rpcUrl: anvil.rpcUrl, relay: relay.url },
  })
}, 60_000)
afterAll(async () => {
  await secure?.stop()
  await relay?.close()
  anvil?.stop()
})

const devices = new Map<string, ReturnType<typeof loadDeviceKey>>()
/** POSTs like the frame does: its Origin and the signature of the named device key. */
async function post<T = Record<string, unknown>>(
  path: string,
  body: unknown,
  options: { token?: string; device?: string } = {},
): Promise<{ status: number; body: T }> {
  const name = options.device ?? 'default'
  if (!devices.has(name)) devices.set(name, loadDeviceKey(null))
  const text = JSON.stringify(body)
  const signed = await (await devices.get(name)!).signRequest({ method: 'POST', path, body: text })
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: secure.url, ...signed }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  const response = await fetch(`${secure.url}${path}`, { method: 'POST', headers, body: text })
  return { status: response.status, body: (await response.json()) as T }
}

/** The user's Farcaster app: opens the URI (QR code), signs with the custody key, answers through the relay. */
async function approveInFarcasterApp(uri: string, custody: PrivateKeyAccount, fid: number, username: string): Promise<void> {
  const wallet = createWalletClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: anvil.rpcUrl }) })
  const { channelToken } = wallet.parseSignInURI({ uri })
  const params = new URL(uri).searchParams
  const { siweMessage, message } = wallet.buildSignInMessage({
    address: custody.address,
    fid,
    uri: params.get('siweUri') ?? '',
    domain: params.get('domain') ?? '',
    nonce: params.get('nonce') ?? '',
  })
  expect(siweMessage.domain).toBe(new URL(secure.url).host)
  const signature = await custody.signMessage({ message })
  const answer = await wallet.authenticate({ authKey: relay.authKey, channelToken, message, signature, fid, username })
  expect(answer.isError).toBe(false)
}

const start = (device?: string) => post<{ channel: string; uri: string }>('/api/farcaster/start', {}, { device })
const status = (channel: string, device?: string) =>
  post<{ status: string; userName?: string; token?: string }>('/api/farcaster/status', { channel }, { device })

describe('Sign In With Farcaster through a local relay and IdRegistry', () => {
  test('default: the custody key of the fid signs in the Farcaster app → a session and a wallet; the same fid gets the same wallet', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await registry.register(custody.address, 31337)
    expect(await (await fetch(`${secure.url}/social/providers`)).json()).toMatchObject({ farcaster: true })
    // The stand-in approval page does not exist here.
    expect((await fetch(`${secure.url}/farcaster/approve?channel=${'a'.repeat(32)}`)).status).toBe(404)

    const { body: channel } = await start()
    // The URI is the relay's (opens the Farcaster app), never a local page.
    expect(channel.uri).toMatch(/^https:\/\/farcaster\.xyz\/~\/siwf\?channelToken=/)
    expect((await status(channel.channel)).body).toEqual({ status: 'pending' })
    await approveInFarcasterApp(channel.uri, custody, 31337, 'alice')
    const approved = await status(channel.channel)
    expect(approved).toMatchObject({ status: 200, body: { status: 'approved', userName: 'alice', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } })
    const user = await post<{ address: string; userName: string }>('/api/user', {}, { token: approved.body.token })
    expect(user).toMatchObject({ status: 200, body: { userName: 'alice', address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) } })
    // The channel is single use.
    expect((await status(channel.channel)).body).toEqual({ status: 'failed' })

    // Again on another device: the same fid is the same wallet.
    const again = (await start('second')).body
    await approveInFarcasterApp(again.uri, custody, 31337, 'alice')
    const second = await status(again.channel, 'second')
    expect(second.body.status).toBe('approved')
    const secondUser = await post<{ address: string }>('/api/user', {}, { token: second.body.token, device: 'second' })
    expect(secondUser.body.address).toBe(user.body.address)
  })

  test('behavior: a key that is not the custody of the claimed fid, or a channel of another device, signs nobody in', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const thief = privateKeyToAccount(generatePrivateKey())
    await registry.register(owner.address, 4040)
    const { body: channel } = await start()
    // The thief's key claims fid 4040 (the relay accepts anything: the server must refuse it).
    await approveInFarcasterApp(channel.uri, thief, 4040, 'owner')
    expect((await status(channel.channel)).body).toEqual({ status: 'failed' })

    // A channel polled from another device (a copied channel id) reads as failed; its own device still gets in.
    const { body: other } = await start('victim')
    await approveInFarcasterApp(other.uri, owner, 4040, 'owner')
    expect((await status(other.channel, 'attacker')).body).toEqual({ status: 'failed' })
    expect((await status(other.channel, 'victim')).body).toMatchObject({ status: 'approved', userName: 'owner' })
  })
})
