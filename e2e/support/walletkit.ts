// A real WalletConnect wallet for the end-to-end tests: WalletKit 1.6 on @walletconnect/core 2.25
// in the test process, talking to the local relay. It signs with an account of anvil's test
// mnemonic (viem) and sends transactions to the devnet; each method can be made to refuse. With
// `namespaces` it also approves `solana` (an ed25519 devnet account of @kit/test, answering
// solana_signMessage) and `bip122` (@kit/test's Bitcoin keys: p2wpkh payment and p2tr ordinals
// addresses, getAccountAddresses and BIP-322 signMessage). Solana messages and signatures are
// base58: bs58, a root devDependency.

import { BITCOIN_TEST_NETWORKS, bitcoinTestAddresses, resolveBitcoinTestKeys, resolveSolanaTestAccount, signBip322 } from '@kit/test'
import { ed25519 } from '@noble/curves/ed25519'
import type { Page } from '@playwright/test'
import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import bs58 from 'bs58'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { createWalletClient, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { stack } from './stack.js'

/** anvil's default mnemonic; account 3 (accounts 0-1 belong to the injected test wallets). */
const mnemonic = 'test test test test test test test test test test test junk'

type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

function memoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => entries.get(key) as T | undefined,
    setItem: async (key: string, value: unknown) => void entries.set(key, structuredClone(value)),
    removeItem: async (key: string) => void entries.delete(key),
  }
}

const rpcUrls: Record<number, string> = { 31337: stack.anvilUrl, 8453: stack.baseUrl }

export type WalletKitNamespace = 'eip155' | 'solana' | 'bip122'

export type WalletKitWalletParameters = {
  relayUrl?: string
  accountIndex?: number
  /** Namespaces the wallet approves (of those proposed). Default: eip155 only. */
  namespaces?: readonly WalletKitNamespace[]
  /** @kit/test account of the solana and bip122 namespaces (other specs use 0-5). */
  otherAccountIndex?: number
}

/** A bip122 CAIP-2 id as @kit/test names its network (testnet, mainnet), if it knows it. */
const bitcoinNetworkOf = (chain: string) =>
  (Object.keys(BITCOIN_TEST_NETWORKS) as (keyof typeof BITCOIN_TEST_NETWORKS)[]).find((name) => BITCOIN_TEST_NETWORKS[name].caipNetworkId === chain)

export async function createWalletKitWallet({
  relayUrl = stack.relayUrl,
  accountIndex = 3,
  namespaces: approved = ['eip155'],
  otherAccountIndex = 7,
}: WalletKitWalletParameters = {}) {
  const account = mnemonicToAccount(mnemonic, { addressIndex: accountIndex })
  const solanaKeypair = resolveSolanaTestAccount(otherAccountIndex)
  const solanaAddress = solanaKeypair.publicKey.toBase58()
  const bitcoinKeys = resolveBitcoinTestKeys(otherAccountIndex)
  const core = new Core({
    projectId: 'kit-e2e',
    relayUrl,
    customStoragePrefix: `kit-e2e-wallet-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
  } as ConstructorParameters<typeof Core>[0])
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Kit E2E Wallet', description: 'WalletKit in the test process', url: 'http://127.0.0.1', icons: [] },
    signConfig: { disableRequestQueue: true },
  } as Parameters<typeof WalletKit.init>[0])

  const proposals: WalletKitTypes.SessionProposal[] = []
  const requests: { method: string; params: unknown; chainId: string }[] = []
  const refused = new Set<string>()
  let rejectProposals = false

  kit.on('session_proposal', async (proposal: WalletKitTypes.SessionProposal) => {
    proposals.push(proposal)
    if (rejectProposals) return kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    const optional = proposal.params.optionalNamespaces ?? {}
    const supported: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {}
    const proposed = optional.eip155
    if (approved.includes('eip155')) {
      const chains = (proposed?.chains ?? []).filter((chain) => Number(chain.split(':')[1]) in rpcUrls)
      supported.eip155 = {
        chains,
        methods: proposed?.methods ?? ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
        accounts: chains.map((chain) => `${chain}:${account.address}`),
      }
    }
    if (approved.includes('solana') && optional.solana?.chains?.length) {
      const chains = optional.solana.chains
      supported.solana = {
        chains,
        methods: optional.solana.methods,
        events: optional.solana.events,
        accounts: chains.map((chain) => `${chain}:${solanaAddress}`),
      }
    }
    if (approved.includes('bip122') && optional.bip122?.chains?.length) {
      const chains = optional.bip122.chains.filter((chain) => bitcoinNetworkOf(chain))
      supported.bip122 = {
        chains,
        methods: optional.bip122.methods,
        events: optional.bip122.events,
        accounts: chains.flatMap((chain) => bitcoinTestAddresses(bitcoinKeys, bitcoinNetworkOf(chain)!).map(({ address }) => `${chain}:${address}`)),
      }
    }
    const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces: supported })
    await kit.approveSession({ id: proposal.id, namespaces })
  })

  async function answer(method: string, params: unknown[], chainId: string): Promise<unknown> {
    if (refused.has(method)) throw { code: 4001, message: 'User rejected the request.' }
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } })
      case 'eth_sendTransaction': {
        const request = params[0] as { to: Hex; value?: Hex; data?: Hex }
        const client = createWalletClient({ account, transport: http(rpcUrls[Number(chainId.split(':')[1])]) })
        return client.sendTransaction({
          chain: null,
          to: request.to,
          value: request.value ? BigInt(request.value) : 0n,
          ...(request.data ? { data: request.data } : {}),
        })
      }
      case 'wallet_switchEthereumChain':
        return null
      case 'solana_signMessage': {
        const { message, pubkey } = params as unknown as { message: string; pubkey: string }
        if (pubkey !== solanaAddress) throw { code: 4100, message: `Unknown account ${pubkey}` }
        return { signature: bs58.encode(ed25519.sign(bs58.decode(message), solanaKeypair.secretKey.slice(0, 32))) }
      }
      case 'getAccountAddresses': {
        const network = bitcoinNetworkOf(chainId)
        if (!network) throw { code: 4901, message: `Unknown chain ${chainId}` }
        return bitcoinTestAddresses(bitcoinKeys, network).map(({ address, publicKey, purpose }) => ({
          address,
          publicKey,
          intention: purpose === 'ordinals' ? 'ordinal' : purpose,
        }))
      }
      case 'signMessage': {
        const network = bitcoinNetworkOf(chainId)
        const { address, message } = params as unknown as { address: string; message: string }
        const found = network ? bitcoinTestAddresses(bitcoinKeys, network).find((entry) => entry.address === address) : undefined
        if (!network || !found) throw { code: 4100, message: `Unknown address ${address}` }
        const key = found.purpose === 'payment' ? bitcoinKeys.payment : bitcoinKeys.ordinals
        const signature = signBip322({ address, message: new TextEncoder().encode(message), key, network: BITCOIN_TEST_NETWORKS[network].bitcoinjs })
        return { address, signature }
      }
      default:
        throw { code: 4200, message: `The test wallet does not support ${method}` }
    }
  }

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { request, chainId } = event.params
    requests.push({ method: request.method, params: request.params, chainId })
    try {
      const result = await answer(request.method, request.params as unknown[], chainId)
      await kit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', result } })
    } catch (error) {
      const { code = 5000, message = 'User rejected.' } = error as { code?: number; message?: string }
      await kit.respondSessionRequest({ topic: event.topic, response: { id: event.id, jsonrpc: '2.0', error: { code, message } } })
    }
  })

  const sessions = () => Object.values(kit.getActiveSessions())
  const topic = () => {
    const session = sessions().at(-1)
    if (!session) throw new Error('the wallet has no session')
    return session.topic
  }

  return {
    address: account.address,
    account,
    solanaAddress,
    /** Payment (p2wpkh) and ordinals (p2tr) addresses on a bip122 network (CAIP-2). */
    bitcoinAddresses: (chain: string) => {
      const network = bitcoinNetworkOf(chain)
      return network ? bitcoinTestAddresses(bitcoinKeys, network) : []
    },
    proposals,
    requests,
    sessions,
    pair: (uri: string) => kit.pair({ uri }),
    /** Make the wallet refuse one method (4001) until called again with false. */
    refuse(method: string, refuse = true) {
      if (refuse) refused.add(method)
      else refused.delete(method)
    },
    rejectProposals(reject = true) {
      rejectProposals = reject
    },
    emit: (name: string, data: unknown, chainId = 'eip155:31337') => kit.emitSessionEvent({ topic: topic(), event: { name, data }, chainId }),
    disconnect: () => kit.disconnectSession({ topic: topic(), reason: getSdkError('USER_DISCONNECTED') }),
    async close() {
      kit.core.heartbeat.stop()
      await kit.core.relayer.transportClose().catch(() => undefined)
    },
  }
}

export type WalletKitWallet = Awaited<ReturnType<typeof createWalletKitWallet>>

/** Decodes the `wc-qr` element's pixels (a Playwright screenshot) with jsqr. */
export async function decodeQr(page: Page): Promise<string | undefined> {
  const qr = page.getByTestId('wc-qr')
  await qr.waitFor({ state: 'visible' })
  const png = PNG.sync.read(await qr.screenshot({ animations: 'disabled' }))
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data
}

/** Polls the QR code until it decodes to a pairing URI (other than `previous`). */
export async function readPairingUri(page: Page, { previous, timeout = 15_000 }: { previous?: string; timeout?: number } = {}) {
  const deadline = Date.now() + timeout
  for (;;) {
    const uri = await decodeQr(page).catch(() => undefined)
    if (uri?.startsWith('wc:') && uri !== previous) return uri
    if (Date.now() > deadline) throw new Error(`no ${previous ? 'new ' : ''}pairing URI in the QR code`)
    await page.waitForTimeout(50)
  }
}
