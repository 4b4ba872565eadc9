import {
  type AdapterContext,
  ChainNotConfiguredError,
  ConnectorCapabilityNotSupportedError,
  type ConnectorType,
  UnrecognizedChainError,
  walletId,
} from '@kit/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { GetSolanaConnection, SolanaConnector } from '../types.js'
import { sendSolanaTransfer } from '../utils/sendSolanaTransfer.js'
import { supportsNetwork } from '../utils/solanaChains.js'
import { createWalletStandardAccess, isSolanaAccount } from './walletStandardAccess.js'
import { callWallet, createWalletStandardSigning } from './walletStandardSigning.js'

export { isSolanaAccount } from './walletStandardAccess.js'

export type WalletStandardConnectorParameters = {
  wallet: Wallet
  context: AdapterContext
  getConnection: GetSolanaConnection
  type?: ConnectorType | undefined
  /** Default: the wallet's name as a slug (`walletStandardId`). */
  id?: string | undefined
}

/** The connector id of a Wallet Standard wallet: its name as a slug, as every adapter forms ids (`walletId`: `Kit Test Wallet` → `kit-test-wallet`). */
export function walletStandardId(name: string): string {
  return walletId({ name })
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
  const access = createWalletStandardAccess({ wallet, context, id })
  const { signTransactions, signAndSendTransaction, signMessageBytes } = createWalletStandardSigning(access, getConnection)
  const solanaAccounts = (list: readonly WalletAccount[]) => list.filter((account) => isSolanaAccount(wallet, account))

  return {
    namespace: 'solana',
    id,
    name: wallet.name,
    type,
    icon: wallet.icon,
    async connect({ networkId: requested } = {}) {
      const feature = access.requireFeature('standard:connect')
      const result = await callWallet(() => feature.connect())
      const list = solanaAccounts(result?.accounts ?? wallet.accounts)
      const networkId = access.pickNetwork(list[0], requested)
      access.setNetwork(networkId)
      access.markDisconnected(false)
      return { accounts: list.map((account) => account.address), networkId }
    },
    async disconnect() {
      access.markDisconnected(true)
      // Best effort: the local flag is what keeps reconnect from restoring the wallet.
      await access
        .features()
        ['standard:disconnect']?.disconnect()
        .catch(() => undefined)
    },
    getAccounts: async () => (access.isDisconnected() ? [] : access.accounts().map((account) => account.address)),
    async getNetworkId() {
      const network = access.configured(access.networkId())
      return network ? network.caipNetworkId : access.pickNetwork(access.accounts()[0], undefined)
    },
    async isAuthorized() {
      if (access.isDisconnected()) return false
      if (access.accounts().length > 0) return true
      // Wallets expose accounts only after a connect; a silent one never prompts.
      const feature = access.features()['standard:connect']
      if (!feature) return false
      try {
        const { accounts: list } = await feature.connect({ silent: true })
        return solanaAccounts(list).length > 0
      } catch {
        return false
      }
    },
    getProvider: async () => wallet,
    subscribe(listener) {
      const events = access.features()['standard:events']
      if (!events) return () => undefined
      return events.on('change', ({ accounts: changed }) => {
        if (!changed || access.isDisconnected()) return
        listener({ type: 'change', accounts: solanaAccounts(changed).map((account) => account.address) })
      })
    },
    async switchNetwork({ network }) {
      if (!access.configured(network.caipNetworkId)) throw new ChainNotConfiguredError({ networkId: network.caipNetworkId })
      if (!supportsNetwork(access.chainsOf(access.accounts()[0]), network.caipNetworkId))
        throw new UnrecognizedChainError({ details: `${wallet.name} does not support ${network.caipNetworkId}` })
      access.setNetwork(network.caipNetworkId)
    },
    signMessageWithSignedBytes: signMessageBytes,
    signMessage: async (parameters) => (await signMessageBytes(parameters)).signature,
    async sendTransaction({ address, to, value, data }) {
      if (data) throw new ConnectorCapabilityNotSupportedError({ capability: 'sendTransaction with data', connectorId: id })
      const network = access.currentNetwork()
      return sendSolanaTransfer({ connector: { signAndSendTransaction }, getConnection: () => getConnection(network), from: address, to, amount: value })
    },
    signTransactions,
    signAndSendTransaction,
  }
}
