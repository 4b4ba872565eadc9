import { type AnvilProcess, findFreePort, spawnAnvil } from '@kit/devnet'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { deployIdRegistry, type LocalIdRegistry } from '../testing/farcasterRegistry.js'
import { createFarcasterSignIn, FarcasterVerificationError } from './farcasterSignIn.js'

// Sign In With Farcaster verified by the Farcaster team's @farcaster/auth-client, offline: a local
// anvil with chain id 10 hosts a minimal IdRegistry at the registry's real address
// (testing/farcasterRegistry.ts), so the library's own `idOf` call goes over real JSON-RPC. Keys
// and messages are generated here.
const DOMAIN = 'secure.kit.test'

let anvil: AnvilProcess
let registry: LocalIdRegistry
const register = (custody: `0x${string}`, fid: number) => registry.register(custody, fid)

const siwf = (parameters: { address: `0x${string}`; fid: number; nonce: string; domain?: string; chainId?: number; statement?: string }): string =>
  createSiweMessage({
    domain: parameters.domain ?? DOMAIN,
    address: parameters.address,
    statement: parameters.statement ?? 'Farcaster Auth',
    uri: `https://${DOMAIN}/farcaster`,
    version: '1',
    chainId: parameters.chainId ?? 10,
    nonce: parameters.nonce,
    issuedAt: new Date(),
    resources: [`farcaster://fid/${parameters.fid}`],
  })

beforeAll(async () => {
  anvil = await spawnAnvil({ chainId: 10, port: await findFreePort() })
  registry = await deployIdRegistry(anvil.rpcUrl)
}, 30_000)
afterAll(() => anvil?.stop())

describe('Sign In With Farcaster (verified with @farcaster/auth-client)', () => {
  const signIn = () => createFarcasterSignIn({ rpcUrl: anvil.rpcUrl, relay: 'http://127.0.0.1:9' }, DOMAIN, `https://${DOMAIN}/farcaster`)

  test('default: the custody address of the fid signs → the fid is verified', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    await register(custody.address, 4242)
    const message = siwf({ address: custody.address, fid: 4242, nonce: 'abcdefgh1234' })
    expect(await signIn().verify({ message, signature: await custody.signMessage({ message }), nonce: 'abcdefgh1234' })).toEqual({
      fid: 4242,
      userName: 'fid:4242',
    })
  })

  test('behavior: every forgery is refused', async () => {
    const custody = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    await register(custody.address, 777)
    await register(other.address, 778)
    const nonce = 'noncenonce99'
    const cases: [string, string, `0x${string}`, RegExp][] = []
    const ok = siwf({ address: custody.address, fid: 777, nonce })
    // Someone else's key claiming fid 777 (their own fid is 778).
    const claimed = siwf({ address: other.address, fid: 777, nonce })
    cases.push(['another custody address claims the fid', claimed, await other.signMessage({ message: claimed }), /does not own fid 777/])
    // A key that owns no fid at all.
    const nobody = privateKeyToAccount(generatePrivateKey())
    const unregistered = siwf({ address: nobody.address, fid: 777, nonce })
    cases.push(['an address with no fid', unregistered, await nobody.signMessage({ message: unregistered }), /does not own fid 777/])
    // The right message signed by the wrong key.
    cases.push(['a signature by another key', ok, await other.signMessage({ message: ok }), /Failed to verify message|unauthorized/])
    // Replays and look-alikes.
    const otherDomain = siwf({ address: custody.address, fid: 777, nonce, domain: 'evil.example' })
    cases.push(['another domain', otherDomain, await custody.signMessage({ message: otherDomain }), /Invalid domain/])
    const otherNonce = siwf({ address: custody.address, fid: 777, nonce: 'othernonce00' })
    cases.push(['another nonce (a replay)', otherNonce, await custody.signMessage({ message: otherNonce }), /Invalid nonce/])
    const otherChain = siwf({ address: custody.address, fid: 777, nonce, chainId: 1 })
    cases.push(['another chain', otherChain, await custody.signMessage({ message: otherChain }), /Chain ID must be 10/])
    const otherStatement = siwf({ address: custody.address, fid: 777, nonce, statement: 'Sign in to evil' })
    cases.push(['another statement', otherStatement, await custody.signMessage({ message: otherStatement }), /Statement must be/])
    for (const [name, message, signature, reason] of cases) {
      const error = await signIn()
        .verify({ message, signature, nonce })
        .catch((caught: unknown) => caught)
      expect(error, name).toBeInstanceOf(FarcasterVerificationError)
      expect((error as Error).message, name).toMatch(reason)
    }
    // The control: the genuine one passes.
    expect(await signIn().verify({ message: ok, signature: await custody.signMessage({ message: ok }), nonce })).toMatchObject({ fid: 777 })
  })
})
