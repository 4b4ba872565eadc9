import {
  type BaseError,
  bitcoin,
  bitcoinTestnet,
  connect,
  createKit,
  createMemoryBackend,
  disconnect,
  getAccount,
  getConnectors,
  sendTransaction,
  signMessage,
} from '@kit/core'
import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinService, startBitcoinService } from '@kit/devnet'
import { bitcoinWalletConnectWallet, createBitcoinTestWallet, createFakeWalletConnect } from '@kit/test'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getBitcoinAccounts } from '../actions/getBitcoinAccounts.js'
import { bitcoinAdapter } from '../bitcoinAdapter.js'

let service: BitcoinService
beforeAll(async () => {
  service = await startBitcoinService({ freePorts: true, blockIntervalMs: 0 })
})
afterAll(async () => {
  await service?.stop()
})

function setup() {
  const wallet = createBitcoinTestWallet({ account: 5 })
  const fake = createFakeWalletConnect(bitcoinWalletConnectWallet(wallet))
  const kit = createKit({
    projectId: 'test',
    networks: [bitcoinTestnet, bitcoin],
    adapters: [bitcoinAdapter({ walletConnect: fake.handle, getWindow: () => undefined })],
    storage: createMemoryBackend(),
    rpcUrls: { [bitcoinTestnet.caipNetworkId]: [service.url] },
    environment: { isBrowser: () => true },
  })
  return { wallet, fake, kit }
}

test('default: registers the bip122 namespace and lists the WalletConnect connector', () => {
  const { fake, kit } = setup()
  expect(fake.namespaces).toEqual([
    {
      namespace: 'bip122',
      chains: [bitcoinTestnet.caipNetworkId, bitcoin.caipNetworkId],
      methods: ['signMessage', 'signPsbt', 'sendTransfer', 'getAccountAddresses'],
      events: ['bip122_addressesChanged'],
    },
  ])
  expect(getConnectors(kit, { namespace: 'bip122' }).map(({ connector }) => [connector.id, connector.type])).toEqual([['walletConnect', 'walletConnect']])
  kit._internal.unmount()
})

test('behavior: connect, BIP-322 sign, send and disconnect through the session', async () => {
  const { fake, kit } = setup()
  const result = await connect(kit, { connectorId: 'walletConnect', namespace: 'bip122' })
  expect(result.address).toBe(BITCOIN_DEVNET_ACCOUNTS[5]!.payment.address)
  expect(getBitcoinAccounts(kit).map((account) => account.purpose)).toEqual(['payment', 'ordinals'])
  const signature = await signMessage(kit, { message: 'over WalletConnect', namespace: 'bip122' })
  expect(Verifier.verifySignature(result.address, 'over WalletConnect', signature)).toBe(true)
  const txid = await sendTransaction(kit, { to: BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address, value: 10_000n, namespace: 'bip122' })
  expect(((await (await fetch(`${service.url}/tx/${txid}`)).json()) as { txid: string }).txid).toBe(txid)
  expect(fake.requests.map((request) => `${request.chainId} ${request.method}`)).toEqual([
    `${bitcoinTestnet.caipNetworkId} getAccountAddresses`,
    `${bitcoinTestnet.caipNetworkId} signMessage`,
    `${bitcoinTestnet.caipNetworkId} signPsbt`,
  ])
  await disconnect(kit, { namespace: 'bip122' })
  expect(getAccount(kit, { namespace: 'bip122' }).status).toBe('disconnected')
  kit._internal.unmount()
})

test('behavior: a refusal in the wallet is UserRejectedRequestError', async () => {
  const { kit, wallet } = setup()
  await connect(kit, { connectorId: 'walletConnect', namespace: 'bip122' })
  wallet.setReject(true)
  const error = await signMessage(kit, { message: 'no', namespace: 'bip122' }).catch((error_: unknown) => error_)
  expect((error as BaseError).name).toBe('UserRejectedRequestError')
  kit._internal.unmount()
})
