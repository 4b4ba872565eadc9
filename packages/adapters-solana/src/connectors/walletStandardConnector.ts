import {
  type AdapterContext,
  type CaipNetwork,
  type CaipNetworkId,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorCapabilityNotSupportedError,
  type ConnectorType,
  type SignedMessageResult,
  UnrecognizedChainError,
  walletId,
} from '@kit/core'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
// valibot for the stored values read while the page loads (see @kit/core's storage/keys.ts).
import * as v from 'valibot'
import { toSolanaWalletError } from '../errors/toSolanaWalletError.js'
import type { GetSolanaConnection, SolanaConnector, SolanaSendOptions } from '../types.js'
import { encodeBase58 } from '../utils/base58.js'
import { sendSolanaTransfer } from '../utils/sendSolanaTransfer.js'
import { isSolanaChain, supportsNetwork, toCaipNetworkId, walletChainFor } from '../utils/solanaChains.js'

export type WalletStandardConnectorParameters = {
  wallet: Wallet
  context: AdapterContext
  getConnection: GetSolanaConnection
  type?: ConnectorType | undefined
  /** Default: the wallet's name as a slug (`walletStandardId`). */
  id?: string | undefined
}

type Features = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

const disconnectedSchema = v.literal(true)
const networkSchema = v.pipe(v.string(), v.regex(/^solana:[-_a-zA-Z0-9]{1,64}$/))

/** The connector id of a Wallet Standard wallet: its name as a slug, as every adapter forms ids (`walletId`: `Kit Test Wallet` → `kit-test-wallet`). */
export function walletStandardId(name: string): string {
  return walletId({ name })
}

/** Whether an account of a (possibly multi-chain) wallet is a Solana account. */
export function isSolanaAccount(wallet: Wallet, account: WalletAccount): boolean {
  return account.chains.length === 0 ? wallet.chains.every(isSolanaChain) : account.chains.some(isSolanaChain)
}

const utf8 = new TextEncoder()

async function call<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    throw toSolanaWalletError(error)
  }
}

/**
 * A Solana connector over one Wallet Standard wallet (`standard:connect` plus the `solana:*`
 * features). Networks are the kit's configured clusters: switching needs no wallet call when the
 * account lists the cluster (or lists none), else UnrecognizedChainError. The current cluster and
 * an explicit disconnect are kept in the kit storage, so a reload restores both.
 */
export function walletStandardConnector({
  wallet,
  context,
  getConnection,
  type = 'injected',
  id = walletStandardId(wallet.name),
}: WalletStandardConnectorParameters): SolanaConnector {
  const disconnectedKey = `solana.disconnected.${id}`
  const networkKey = `solana.network.${id}`
  const features = () => wallet.features as Features
  const accounts = () => wallet.accounts.filter((account) => isSolanaAccount(wallet, account))
  const configured = (networkId: string | undefined) => context.networks.find((network) => network.caipNetworkId === networkId)
  let networkId: CaipNetworkId | undefined = configured(context.storage.get(networkKey, networkSchema) ?? undefined)?.caipNetworkId

  const chainsOf = (account: WalletAccount | undefined) => (account && account.chains.length ? account.chains : wallet.chains)
  const currentNetwork = (): CaipNetwork => {
    const network = configured(networkId) ?? context.networks[0]
    if (!network) throw new ChainNotConfiguredError({ networkId: networkId ?? 'solana' })
    return network
  }
  const findAccount = (address: string): WalletAccount => {
    const account = accounts().find((candidate) => candidate.address === address)
    if (!account) throw new ConnectorAccountNotFoundError({ address })
    return account
  }
  const requireFeature = <name extends keyof Features>(name: name): NonNullable<Features[name]> => {
    const feature = features()[name]
    if (!feature) throw new ConnectorCapabilityNotSupportedError({ capability: name, connectorId: id })
    return feature as NonNullable<Features[name]>
  }
  const setNetwork = (next: CaipNetworkId) => {
    networkId = next
    context.storage.set(networkKey, next)
  }

  /** The cluster to use after connecting: the requested one if the account can, else the first configured one it can. */
  const pickNetwork = (account: WalletAccount | undefined, requested: CaipNetworkId | undefined): CaipNetworkId => {
    const chains = chainsOf(account)
    const candidates = [configured(requested), configured(networkId), ...context.networks].filter((network) => network !== undefined)
    const supported = candidates.find((network) => supportsNetwork(chains, network.caipNetworkId))
    if (supported) return supported.caipNetworkId
    // None of the kit's clusters: report the wallet's own, so the kit shows UnsupportedChain.
    const own = chains
      .filter(isSolanaChain)
      .map((chain) => toCaipNetworkId(chain, context.networks))
      .find(Boolean)
    return own ?? currentNetwork().caipNetworkId
  }

  async function signAndSendTransaction({
    address,
    transaction,
    options = {},
  }: {
    address: string
    transaction: Uint8Array
    options?: SolanaSendOptions | undefined
  }): Promise<string> {
    const account = findAccount(address)
    const network = currentNetwork()
    const sendFeature = features()['solana:signAndSendTransaction']
    if (sendFeature) {
      const [output] = await call(() =>
        sendFeature.signAndSendTransaction({
          account,
          transaction,
          chain: walletChainFor(chainsOf(account), network.caipNetworkId),
          options: {
            ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
            ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
            ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
            ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
          },
        }),
      )
      if (!(output?.signature instanceof Uint8Array)) throw toSolanaWalletError(new Error('The wallet returned no signature'))
      return encodeBase58(output.signature)
    }
    const [signed] = await signTransactions({ address, transactions: [transaction] })
    const connection = await getConnection(network)
    return connection.sendRawTransaction(signed!, {
      ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
      ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
    })
  }

  /**
   * `solana:signMessage` of the message's UTF-8. The Wallet Standard output's `signedMessage` is
   * "Message bytes that were signed. The wallet may prefix or otherwise modify the message
   * before signing it." (SolanaSignMessageOutput, @solana/wallet-standard-features,
   * https://github.com/anza-xyz/wallet-standard/blob/master/packages/core/features/src/signMessage.ts):
   * the signature covers those bytes, so they are returned with it. A wallet that leaves it out
   * (it is required) is taken to have signed the message itself.
   */
  async function signMessageBytes({ message, address }: { message: string; address: string }): Promise<SignedMessageResult> {
    const account = findAccount(address)
    const feature = requireFeature('solana:signMessage')
    const bytes = utf8.encode(message)
    const [output] = await call(() => feature.signMessage({ account, message: bytes }))
    if (!(output?.signature instanceof Uint8Array)) throw toSolanaWalletError(new Error('The wallet returned no signature'))
    const signedMessage = output.signedMessage
    if (signedMessage !== undefined && !(signedMessage instanceof Uint8Array))
      throw toSolanaWalletError(new Error('The wallet returned a signed message that is not bytes'))
    return { signature: encodeBase58(output.signature), signedMessage: signedMessage ?? bytes }
  }

  async function signTransactions({ address, transactions }: { address: string; transactions: readonly Uint8Array[] }) {
    const account = findAccount(address)
    const feature = requireFeature('solana:signTransaction')
    const chain = walletChainFor(chainsOf(account), currentNetwork().caipNetworkId)
    const outputs = await call(() => feature.signTransaction(...transactions.map((transaction) => ({ account, transaction, chain }))))
    if (outputs.length !== transactions.length || outputs.some((output) => !(output?.signedTransaction instanceof Uint8Array)))
      throw toSolanaWalletError(new Error('The wallet returned no signed transaction'))
    return outputs.map((output) => output.signedTransaction)
  }

  return {
    namespace: 'solana',
    id,
    name: wallet.name,
    type,
    icon: wallet.icon,
    async connect({ networkId: requested } = {}) {
      const feature = requireFeature('standard:connect')
      const result = await call(() => feature.connect())
      const list = (result?.accounts ?? wallet.accounts).filter((account) => isSolanaAccount(wallet, account))
      setNetwork(pickNetwork(list[0], requested))
      context.storage.remove(disconnectedKey)
      return { accounts: list.map((account) => account.address), networkId: networkId! }
    },
    async disconnect() {
      context.storage.set(disconnectedKey, true)
      const feature = features()['standard:disconnect']
      // Best effort: the local flag is what keeps reconnect from restoring the wallet.
      await feature?.disconnect().catch(() => undefined)
    },
    getAccounts: async () => (context.storage.get(disconnectedKey, disconnectedSchema) ? [] : accounts().map((account) => account.address)),
    async getNetworkId() {
      const network = configured(networkId)
      return network ? network.caipNetworkId : pickNetwork(accounts()[0], undefined)
    },
    async isAuthorized() {
      if (context.storage.get(disconnectedKey, disconnectedSchema)) return false
      if (accounts().length > 0) return true
      // Wallets expose accounts only after a connect; a silent one never prompts.
      const feature = features()['standard:connect']
      if (!feature) return false
      try {
        const { accounts: list } = await feature.connect({ silent: true })
        return list.some((account) => isSolanaAccount(wallet, account))
      } catch {
        return false
      }
    },
    getProvider: async () => wallet,
    subscribe(listener) {
      const events = features()['standard:events']
      if (!events) return () => undefined
      return events.on('change', ({ accounts: changed }) => {
        if (!changed || context.storage.get(disconnectedKey, disconnectedSchema)) return
        listener({ type: 'change', accounts: changed.filter((account) => isSolanaAccount(wallet, account)).map((account) => account.address) })
      })
    },
    async switchNetwork({ network }) {
      if (!configured(network.caipNetworkId)) throw new ChainNotConfiguredError({ networkId: network.caipNetworkId })
      const [account] = accounts()
      if (!supportsNetwork(chainsOf(account), network.caipNetworkId))
        throw new UnrecognizedChainError({ details: `${wallet.name} does not support ${network.caipNetworkId}` })
      setNetwork(network.caipNetworkId)
    },
    signMessageWithSignedBytes: signMessageBytes,
    signMessage: async (parameters) => (await signMessageBytes(parameters)).signature,
    async sendTransaction({ address, to, value, data }) {
      if (data) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTransaction with data', connectorId: id })
      const network = currentNetwork()
      return sendSolanaTransfer({
        connector: { signAndSendTransaction },
        getConnection: () => getConnection(network),
        from: address,
        to,
        amount: value,
      })
    },
    signTransactions,
    signAndSendTransaction,
  }
}
