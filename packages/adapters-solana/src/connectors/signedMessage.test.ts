import { connect, getConnectors, localSiwx, type SIWXSession, signIn, signMessage } from '@kit/core'
import { type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createSolanaTestWallet, type SolanaTestWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { createSolanaKit, type SolanaKit } from '../test/createSolanaKit.js'
import { decodeBase58 } from '../utils/base58.js'

// A Wallet Standard wallet may sign other bytes than the message (`signedMessage`, a wrapped
// text): the signature is checked against those bytes, and sign-in passes them on.
const utf8 = new TextEncoder()
const PREFIX = '\u00ffwrapped message v1\n'
const SUFFIX = '\n-- end --'
const wrapped = (message: string) => utf8.encode(`${PREFIX}${message}${SUFFIX}`)

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
})
afterAll(async () => {
  await devnet?.stop()
})
const kits: SolanaKit[] = []
afterEach(() => {
  for (const { kit } of kits.splice(0)) kit._internal.unmount()
})

async function setup(wallet: SolanaTestWallet, verify: (session: SIWXSession) => boolean = () => true) {
  const solanaKit = createSolanaKit({ rpcUrl: devnet.rpcUrl, wallet, siwx: localSiwx({ verify }) })
  kits.push(solanaKit)
  await vi.waitFor(() => expect(getConnectors(solanaKit.kit, { namespace: 'solana' })).toHaveLength(1))
  await connect(solanaKit.kit, { connectorId: 'kit-test-wallet' })
  const connector = getConnectors(solanaKit.kit, { namespace: 'solana' })[0]!.connector
  return { kit: solanaKit.kit, connector, publicKey: wallet.getKeypair().publicKey.toBytes() }
}

const wrapping = (account: number) => createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account, wrapMessage: { prefix: PREFIX, suffix: SUFFIX } })

describe('signedMessage', () => {
  test('signMessage of a wrapping wallet: the signature verifies over the wrapped bytes, not the text', async () => {
    const { kit, connector, publicKey } = await setup(wrapping(6))
    const signature = decodeBase58(await signMessage(kit, { message: 'Hello from Kit' }))
    expect(ed25519.verify(signature, wrapped('Hello from Kit'), publicKey)).toBe(true)
    expect(ed25519.verify(signature, utf8.encode('Hello from Kit'), publicKey)).toBe(false)
    const result = await connector.signMessageWithSignedBytes!({ message: 'again', address: (await connector.getAccounts())[0]! })
    expect(result.signedMessage).toEqual(wrapped('again'))
    expect(ed25519.verify(decodeBase58(result.signature), result.signedMessage, publicKey)).toBe(true)
  })

  test('SIWX with a wrapping wallet: the session carries the signed bytes (base64) and the signature covers them', async () => {
    const verified: SIWXSession[] = []
    const { kit, publicKey } = await setup(wrapping(6), (session) => verified.push(session) > 0)
    const session = await signIn(kit)
    expect(verified).toEqual([session])
    expect(session.message).toContain('wants you to sign in with your Solana account:')
    const signed = new Uint8Array(Buffer.from(session.signedMessage!, 'base64'))
    expect(signed).toEqual(wrapped(session.message))
    expect(ed25519.verify(decodeBase58(session.signature), signed, publicKey)).toBe(true)
  })

  test('SIWX with a plain wallet: no signedMessage, the signature covers the message itself', async () => {
    const { kit, publicKey } = await setup(createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 6 }))
    const session = await signIn(kit)
    expect(session.signedMessage).toBeUndefined()
    expect(ed25519.verify(decodeBase58(session.signature), utf8.encode(session.message), publicKey)).toBe(true)
  })

  test('a wallet that leaves signedMessage out signed the message; one that answers garbage for it is refused', async () => {
    const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 6 })
    const { kit, connector, publicKey } = await setup(wallet)
    const address = (await connector.getAccounts())[0]!
    wallet.override('signMessage', async (_input, next) => ((await next()) as { signature: Uint8Array }[]).map(({ signature }) => ({ signature })))
    const result = await connector.signMessageWithSignedBytes!({ message: 'no bytes back', address })
    expect(result.signedMessage).toEqual(utf8.encode('no bytes back'))
    expect(ed25519.verify(decodeBase58(result.signature), result.signedMessage, publicKey)).toBe(true)
    wallet.override('signMessage', async (_input, next) =>
      ((await next()) as { signature: Uint8Array }[]).map(({ signature }) => ({ signature, signedMessage: 'not bytes' })),
    )
    await expect(signMessage(kit, { message: 'x' })).rejects.toThrow('The wallet returned a signed message that is not bytes')
    await expect(signIn(kit)).rejects.toThrow('The wallet returned a signed message that is not bytes')
  })
})
