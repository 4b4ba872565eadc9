import { connect, createKit, createMemoryBackend, disconnect, getAccount, getConnectors, getPairing, sendTransaction, signMessage } from '@kit/core'
import { type SolanaDevnet, startSolanaDevnet } from '@kit/devnet'
import { createFakeWalletConnect, createSolanaTestWallet, solanaWalletConnectWallet } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, Keypair, type PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { signAllTransactions } from '../actions/signAllTransactions.js'
import { signTransaction } from '../actions/signTransaction.js'
import { waitForSignature } from '../actions/waitForSignature.js'
import { solanaAdapter } from '../solanaAdapter.js'
import { localDevnet } from '../test/createSolanaKit.js'
import { createTestRegistry } from '../test/createTestRegistry.js'
import { decodeBase58 } from '../utils/base58.js'

let devnet: SolanaDevnet
beforeAll(async () => {
  devnet = await startSolanaDevnet({ freePorts: true })
})
afterAll(async () => {
  await devnet?.stop()
})

async function setup(options: { signatureOnly?: boolean } = {}) {
  const wallet = createSolanaTestWallet({ rpcUrl: devnet.rpcUrl, account: 8 })
  const fake = createFakeWalletConnect(solanaWalletConnectWallet(wallet, options))
  const kit = createKit({
    projectId: 'test',
    networks: [localDevnet(devnet.rpcUrl)],
    adapters: [solanaAdapter({ walletConnect: fake.handle, getWallets: () => createTestRegistry() })],
    storage: createMemoryBackend(),
    enableReconnect: false,
    environment: { isBrowser: () => true },
  })
  await vi.waitFor(() => expect(getConnectors(kit, { namespace: 'solana' })).toHaveLength(1))
  return { kit, wallet, ...fake }
}

async function transfer(from: PublicKey) {
  const { blockhash } = await new Connection(devnet.rpcUrl).getLatestBlockhash()
  return new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 }),
  )
}

test('default: registers the solana namespace; connects, signs and sends over the session', async () => {
  const { kit, wallet, requests, namespaces } = await setup()
  expect(namespaces).toEqual([
    {
      namespace: 'solana',
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'],
    },
  ])
  const { connector } = getConnectors(kit, { namespace: 'solana' })[0]!
  expect(connector).toMatchObject({ id: 'walletConnect', type: 'walletConnect', name: 'WalletConnect' })
  const pairings: unknown[] = []
  const stop = (await import('@kit/core')).watchPairing(kit, { onChange: (pairing) => pairings.push(pairing?.uri) })
  await connect(kit, { connectorId: 'walletConnect', namespace: 'solana' })
  stop()
  expect(pairings).toContain('wc:fake@2')
  expect(getPairing(kit)).toBeUndefined()
  expect(getAccount(kit)).toMatchObject({ status: 'connected', address: wallet.getAddress() })

  const signature = await signMessage(kit, { message: 'over WalletConnect' })
  expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('over WalletConnect'), wallet.getKeypair().publicKey.toBytes())).toBe(true)
  expect(requests.at(-1)).toMatchObject({ chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', method: 'solana_signMessage' })
  // solana_signMessage answers only the signature, of the bytes sent: those are the signed bytes.
  const bytes = await connector.signMessageWithSignedBytes!({ message: 'signed bytes', address: wallet.getAddress() })
  expect(bytes.signedMessage).toEqual(new TextEncoder().encode('signed bytes'))
  expect(ed25519.verify(decodeBase58(bytes.signature), bytes.signedMessage, wallet.getKeypair().publicKey.toBytes())).toBe(true)

  const sent = await sendTransaction(kit, { to: Keypair.generate().publicKey.toBase58(), value: 1_000_000n })
  expect((await waitForSignature(kit, { signature: sent })).err).toBeNull()
  expect(requests.at(-1)).toMatchObject({ method: 'solana_signAndSendTransaction' })

  const from = wallet.getKeypair().publicKey
  const signed = await signAllTransactions(kit, { transactions: [await transfer(from), await transfer(from)] })
  expect(signed.map((transaction) => transaction.verifySignatures())).toEqual([true, true])
  expect(requests.at(-1)).toMatchObject({ method: 'solana_signAllTransactions' })

  await disconnect(kit)
  expect(getAccount(kit).status).toBe('disconnected')
  kit._internal.unmount()
})

test('behavior: a wallet answering solana_signTransaction with only the signature', async () => {
  const { kit, wallet } = await setup({ signatureOnly: true })
  await connect(kit, { connectorId: 'walletConnect' })
  const signed = await signTransaction(kit, { transaction: await transfer(wallet.getKeypair().publicKey) })
  expect(signed.verifySignatures()).toBe(true)
  kit._internal.unmount()
})
