import {
  type AdapterContext,
  BaseError,
  bitcoin,
  bitcoinTestnet,
  connect,
  createKit,
  createMemoryBackend,
  createStorage,
  disconnect,
  getAccount,
  getConnectors,
  getNetwork,
  type StorageBackend,
  sendTransaction,
  signMessage,
  switchNetwork,
} from '@kit/core'
import { BITCOIN_DEVNET_ACCOUNTS, type BitcoinService, startBitcoinService } from '@kit/devnet'
import { BITCOIN_TEST_WALLET_NAME, BITCOIN_TEST_WALLET_RDNS, type BitcoinTestWallet, installBitcoinTestWallet } from '@kit/test'
import { Verifier } from 'bip322-js'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { getBitcoinAccounts } from './actions/getBitcoinAccounts.js'
import { signBitcoinMessage } from './actions/signBitcoinMessage.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { TransactionRejectedError } from './errors/bitcoin.js'
import { type BitcoinKit, type BitcoinKitParameters, createBitcoinKit } from './test/createBitcoinKit.js'

let service: BitcoinService
const kits: BitcoinKit[] = []
beforeAll(async () => {
  service = await startBitcoinService({ freePorts: true, blockIntervalMs: 0 })
})
afterAll(async () => {
  await service?.stop()
})
afterEach(() => {
  for (const item of kits.splice(0)) item.stop()
})

function setup(parameters: Omit<BitcoinKitParameters, 'esploraUrl'> = {}) {
  const item = createBitcoinKit({ esploraUrl: service.url, ...parameters })
  kits.push(item)
  return item
}

/** Confirmed + mempool balance of an address as the service reports it. */
async function serviceBalance(address: string): Promise<bigint> {
  const { chain_stats: chain, mempool_stats: mempool } = (await (await fetch(`${service.url}/address/${address}`)).json()) as Record<
    'chain_stats' | 'mempool_stats',
    { funded_txo_sum: number; spent_txo_sum: number }
  >
  return BigInt(chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum)
}

function formatBtc(sats: bigint) {
  const whole = sats / 100_000_000n
  const fraction = (sats % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

async function connectKit(item: BitcoinKit) {
  const connector = getConnectors(item.kit, { namespace: 'bip122' })[0]!.connector
  return connect(item.kit, { connectorId: connector.id, namespace: 'bip122' })
}

function context(): AdapterContext {
  return {
    networks: [bitcoinTestnet, bitcoin],
    getRpcUrls: (network) => (network.caipNetworkId === bitcoinTestnet.caipNetworkId ? [service.url] : network.rpcUrls.default.http),
    storage: createStorage({ prefix: 'test', backend: createMemoryBackend() }),
  }
}

describe('watchConnectors', () => {
  test('behavior: outside a browser nothing is discovered and nothing throws', () => {
    const onChange = vi.fn()
    bitcoinAdapter().setup(context()).watchConnectors(onChange)()
    expect(onChange).not.toHaveBeenCalled()
  })

  test('default: a Wallet Standard Bitcoin wallet becomes one connector (id = its rdns)', () => {
    const { kit } = setup()
    const connectors = getConnectors(kit, { namespace: 'bip122' }).map(({ connector }) => ({
      id: connector.id,
      name: connector.name,
      namespace: connector.namespace,
      type: connector.type,
    }))
    expect(connectors).toEqual([{ id: BITCOIN_TEST_WALLET_RDNS, name: BITCOIN_TEST_WALLET_NAME, namespace: 'bip122', type: 'injected' }])
  })

  test('behavior: a wallet exposed both ways (Wallet Standard with sats-connect: feature, and btc_providers) is listed once', () => {
    const { kit } = setup({ inject: { walletStandard: true, satsConnect: true, xverse: true } })
    expect(getConnectors(kit, { namespace: 'bip122' }).map(({ connector }) => connector.id)).toEqual([BITCOIN_TEST_WALLET_RDNS])
  })

  test('behavior: a sats-connect provider alone (btc_providers and XverseProviders) is one connector', () => {
    const { kit } = setup({ inject: { walletStandard: false, satsConnect: true, xverse: true, info: { name: 'Sats Wallet' } } })
    expect(getConnectors(kit, { namespace: 'bip122' }).map(({ connector }) => connector.name)).toEqual(['Sats Wallet'])
  })
})

describe.each([
  { via: 'Wallet Standard', inject: { walletStandard: true } },
  { via: 'sats-connect', inject: { walletStandard: false, satsConnect: true } },
])('through $via', ({ inject }) => {
  test('default: connect gives the payment address first, then ordinals, on Bitcoin Testnet', async () => {
    const item = setup({ wallet: { account: 1 }, inject })
    const result = await connectKit(item)
    expect(result).toEqual({
      address: BITCOIN_DEVNET_ACCOUNTS[1]!.payment.address,
      caipAddress: `${bitcoinTestnet.caipNetworkId}:${BITCOIN_DEVNET_ACCOUNTS[1]!.payment.address}`,
      networkId: bitcoinTestnet.caipNetworkId,
    })
    const account = getAccount(item.kit, { namespace: 'bip122' })
    expect(account.allAccounts).toEqual([BITCOIN_DEVNET_ACCOUNTS[1]!.payment.address, BITCOIN_DEVNET_ACCOUNTS[1]!.ordinals.address])
    expect(account.preferredAccountType).toBe('payment')
    expect(getBitcoinAccounts(item.kit).map(({ purpose, addressType }) => `${purpose}:${addressType}`)).toEqual(['payment:p2wpkh', 'ordinals:p2tr'])
  })

  test('behavior: balance equals the service (8 decimals, confirmed + mempool)', async () => {
    const item = setup({ wallet: { account: 2 }, inject })
    const { address } = await connectKit(item)
    await service.faucet(address, 12_345)
    const expected = await serviceBalance(address)
    const { value, decimals, symbol } = await bitcoinAdapter().setup(context()).getBalance({ address, network: bitcoinTestnet })
    expect({ value, decimals, symbol }).toEqual({ value: expected, decimals: 8, symbol: 'BTC' })
    await vi.waitFor(() => expect(getAccount(item.kit, { namespace: 'bip122' }).balance).toBe(formatBtc(BigInt(expected))))
  })

  test('behavior: BIP-322 signatures verify for p2wpkh (core signMessage) and p2tr (signBitcoinMessage)', async () => {
    const item = setup({ wallet: { account: 3 }, inject })
    await connectKit(item)
    const [payment, ordinals] = getBitcoinAccounts(item.kit)
    const message = 'Sign in to Kit'
    const p2wpkh = await signMessage(item.kit, { message, namespace: 'bip122' })
    const p2tr = await signBitcoinMessage(item.kit, { message, address: ordinals!.address })
    expect(Verifier.verifySignature(payment!.address, message, p2wpkh)).toBe(true)
    expect(Verifier.verifySignature(ordinals!.address, message, p2tr)).toBe(true)
    expect(Verifier.verifySignature(ordinals!.address, 'something else', p2tr)).toBe(false)
  })

  test('behavior: send 10,000 sats is accepted; balances move after a block', async () => {
    const item = setup({ wallet: { account: 4 }, inject })
    const { address } = await connectKit(item)
    const to = BITCOIN_DEVNET_ACCOUNTS[9]!.ordinals.address
    const [senderBefore, recipientBefore] = await Promise.all([serviceBalance(address), serviceBalance(to)])
    const txid = await sendTransaction(item.kit, { to, value: 10_000n, namespace: 'bip122' })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const tx = (await (await fetch(`${service.url}/tx/${txid}`)).json()) as { fee: number; status: { confirmed: boolean } }
    expect(tx.status.confirmed).toBe(false)
    expect(await serviceBalance(address)).toBe(senderBefore - 10_000n - BigInt(tx.fee))
    await service.mine(1)
    const status = (await (await fetch(`${service.url}/tx/${txid}/status`)).json()) as { confirmed: boolean }
    expect(status.confirmed).toBe(true)
    expect(await serviceBalance(to)).toBe(recipientBefore + 10_000n)
    const { value } = await bitcoinAdapter().setup(context()).getBalance({ address, network: bitcoinTestnet })
    expect(value).toBe(senderBefore - 10_000n - BigInt(tx.fee))
    await vi.waitFor(() => expect(getAccount(item.kit, { namespace: 'bip122' }).balance).toBe(formatBtc(value)))
  })

  test('behavior: rejections are UserRejectedRequestError (sign, send) and ConnectionRejectedError (connect)', async () => {
    const item = setup({ wallet: { account: 5 }, inject })
    item.wallet.setReject(true)
    const connectError = await connectKit(item).catch((error: unknown) => error)
    expect((connectError as BaseError).name).toBe('ConnectionRejectedError')
    item.wallet.setReject(false)
    await connectKit(item)
    item.wallet.setReject(true)
    const signError = await signMessage(item.kit, { message: 'no', namespace: 'bip122' }).catch((error: unknown) => error)
    expect(signError).toBeInstanceOf(BaseError)
    expect((signError as BaseError).name).toBe('UserRejectedRequestError')
    expect((signError as BaseError).shortMessage).toBe('User rejected the request.')
    const sendError = await sendTransaction(item.kit, { to: BITCOIN_DEVNET_ACCOUNTS[8]!.payment.address, value: 5_000n, namespace: 'bip122' }).catch(
      (error: unknown) => error,
    )
    expect((sendError as BaseError).name).toBe('UserRejectedRequestError')
  })
})

describe('sendTransaction', () => {
  test('behavior: invalid Bitcoin addresses are refused with a clear message', async () => {
    const item = setup({ wallet: { account: 6 } })
    await connectKit(item)
    const send = (to: string): Promise<BaseError> =>
      sendTransaction(item.kit, { to, value: 10_000n, namespace: 'bip122' }).then(
        () => Promise.reject(new Error(`expected ${to} to be refused`)),
        (error: unknown) => error as BaseError,
      )
    const mainnet = await send('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    expect(mainnet.name).toBe('InvalidBitcoinAddressError')
    expect(mainnet.message).toMatchInlineSnapshot(`
      "Invalid Bitcoin address

      Details: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" is not a valid Bitcoin Testnet address (expected tb1…, m…, n… or 2…)
      Version: @kit/adapters-bip122@0.1.0"
    `)
    // Not a Bitcoin address on any configured network: core refuses it through the adapter's isValidAddress.
    for (const to of ['not-an-address', '0x90F79bf6EB2c4f870365E785982E1f101E93b906', 'tb1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx']) {
      const error = await send(to)
      expect(error.shortMessage).toBe('Invalid address')
      expect(error.details).toBe(`${JSON.stringify(to)} is not a valid bip122 address`)
    }
    // The connector checks on its own too (for callers that skip core).
    const connector = getConnectors(item.kit, { namespace: 'bip122' })[0]!.connector
    const direct = await connector.sendTransaction!({ address: getAccount(item.kit, { namespace: 'bip122' }).address!, to: 'nope', value: 1n }).then(
      () => undefined,
      (error: unknown) => error as BaseError,
    )
    if (!direct) throw new Error('expected the connector to refuse the address')
    expect(direct.name).toBe('InvalidBitcoinAddressError')
  })

  test('behavior: a broadcast the service rejects shows its reason (double spend from a stale UTXO list)', async () => {
    // A proxy that keeps answering the first UTXO list, so the second send spends the same coins.
    let staleUtxos: string | undefined
    const fetchFn: typeof fetch = async (input, init) => {
      const url = String(input)
      if (url.endsWith('/utxo')) {
        if (staleUtxos === undefined) staleUtxos = await (await fetch(input, init)).text()
        return new Response(staleUtxos, { status: 200 })
      }
      return fetch(input, init)
    }
    const item = setup({ wallet: { account: 7 }, adapter: { fetchFn } })
    await connectKit(item)
    const to = BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address
    await sendTransaction(item.kit, { to, value: 10_000n, namespace: 'bip122' })
    const error = await sendTransaction(item.kit, { to, value: 20_000n, namespace: 'bip122' }).catch((error_: unknown) => error_)
    expect(error).toBeInstanceOf(TransactionRejectedError)
    expect((error as TransactionRejectedError).reason).toBe('txn-mempool-conflict')
    expect((error as TransactionRejectedError).message).toMatchInlineSnapshot(`
      "Transaction rejected: txn-mempool-conflict

      Details: sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}
      Version: @kit/adapters-bip122@0.1.0"
    `)
  })

  test('behavior: more than the balance is InsufficientBitcoinFundsError', async () => {
    const item = setup({ wallet: { account: 8 } })
    await connectKit(item)
    const error = (await sendTransaction(item.kit, { to: BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address, value: 5_000_000_000n, namespace: 'bip122' }).catch(
      (error_: unknown) => error_,
    )) as BaseError
    expect(error.name).toBe('InsufficientBitcoinFundsError')
  })
})

describe('switchNetwork', () => {
  test.each([
    { via: 'Wallet Standard', inject: { walletStandard: true } },
    { via: 'sats-connect', inject: { walletStandard: false, satsConnect: true } },
  ])('behavior: moves between configured bip122 networks ($via)', async ({ inject }) => {
    const item = setup({ inject })
    await connectKit(item)
    await switchNetwork(item.kit, { network: bitcoin })
    expect(getNetwork(item.kit, { namespace: 'bip122' }).caipNetworkId).toBe(bitcoin.caipNetworkId)
    expect(getAccount(item.kit, { namespace: 'bip122' }).address).toMatch(/^bc1q/)
    expect(getAccount(item.kit, { namespace: 'bip122' }).caipAddress).toMatch(new RegExp(`^${bitcoin.caipNetworkId}:bc1q`))
    await switchNetwork(item.kit, { network: bitcoinTestnet })
    expect(getAccount(item.kit, { namespace: 'bip122' }).address).toBe(BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address)
  })
})

describe('lifecycle', () => {
  /** A new page on the same storage with the same wallet (authorisation lives in the wallet). */
  function reload(wallet: BitcoinTestWallet, backend: StorageBackend) {
    const window = new EventTarget() as EventTarget & Record<string, unknown>
    const installed = installBitcoinTestWallet(window, wallet)
    const kit = createKit({
      projectId: 'test',
      networks: [bitcoinTestnet, bitcoin],
      adapters: [bitcoinAdapter({ getWindow: () => window })],
      storage: backend,
      rpcUrls: { [bitcoinTestnet.caipNetworkId]: [service.url] },
      enableReconnect: true,
      environment: { isBrowser: () => true },
    })
    kits.push({ kit, wallet, window, installed, stop: () => (kit._internal.unmount(), installed.dispose()) })
    return kit
  }

  test('behavior: a reload restores the connection', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await connectKit(first)
    first.kit._internal.unmount()
    const kit = reload(first.wallet, backend)
    await vi.waitFor(() => expect(getAccount(kit, { namespace: 'bip122' }).status).toBe('connected'))
    expect(getAccount(kit, { namespace: 'bip122' }).allAccounts).toEqual([
      BITCOIN_DEVNET_ACCOUNTS[0]!.payment.address,
      BITCOIN_DEVNET_ACCOUNTS[0]!.ordinals.address,
    ])
    expect(getNetwork(kit, { namespace: 'bip122' }).caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
  })

  test('behavior: after disconnect a reload does not reconnect', async () => {
    const backend = createMemoryBackend()
    const first = setup({ backend })
    await connectKit(first)
    await disconnect(first.kit, { namespace: 'bip122' })
    expect(getAccount(first.kit, { namespace: 'bip122' }).status).toBe('disconnected')
    first.kit._internal.unmount()
    const kit = reload(first.wallet, backend)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(getAccount(kit, { namespace: 'bip122' }).status).toBe('disconnected')
  })

  test('behavior: the wallet disconnecting disconnects the kit', async () => {
    const item = setup()
    await connectKit(item)
    item.wallet.disconnectWallet()
    await vi.waitFor(() => expect(getAccount(item.kit, { namespace: 'bip122' }).status).toBe('disconnected'))
  })
})
