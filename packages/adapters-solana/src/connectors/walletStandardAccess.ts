import {
  type AdapterContext,
  type CaipNetwork,
  type CaipNetworkId,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorCapabilityNotSupportedError,
} from '@kit/core'
import type { SolanaSignAndSendTransactionFeature, SolanaSignMessageFeature, SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features'
// valibot for the stored values read while the page loads (see @kit/core's storage/keys.ts).
import * as v from 'valibot'
import { isSolanaChain, supportsNetwork, toCaipNetworkId } from '../utils/solanaChains.js'

export type WalletStandardFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

const disconnectedSchema = v.literal(true)
const networkSchema = v.pipe(v.string(), v.regex(/^solana:[-_a-zA-Z0-9]{1,64}$/))

/** Whether an account of a (possibly multi-chain) wallet is a Solana account. */
export function isSolanaAccount(wallet: Wallet, account: WalletAccount): boolean {
  return account.chains.length === 0 ? wallet.chains.every(isSolanaChain) : account.chains.some(isSolanaChain)
}

export type WalletStandardAccess = ReturnType<typeof createWalletStandardAccess>

/**
 * What a Solana connector reads of one Wallet Standard wallet: its features and Solana accounts,
 * the kit's current cluster (stored, so a reload restores it) and the stored disconnect flag.
 */
export function createWalletStandardAccess({ wallet, context, id }: { wallet: Wallet; context: AdapterContext; id: string }) {
  const disconnectedKey = `solana.disconnected.${id}`
  const networkKey = `solana.network.${id}`
  const features = () => wallet.features as WalletStandardFeatures
  const accounts = () => wallet.accounts.filter((account) => isSolanaAccount(wallet, account))
  const configured = (networkId: string | undefined) => context.networks.find((network) => network.caipNetworkId === networkId)
  let networkId: CaipNetworkId | undefined = configured(context.storage.get(networkKey, networkSchema) ?? undefined)?.caipNetworkId

  const chainsOf = (account: WalletAccount | undefined) => (account && account.chains.length ? account.chains : wallet.chains)
  const currentNetwork = (): CaipNetwork => {
    const network = configured(networkId) ?? context.networks[0]
    if (!network) throw new ChainNotConfiguredError({ networkId: networkId ?? 'solana' })
    return network
  }

  return {
    wallet,
    features,
    accounts,
    configured,
    chainsOf,
    currentNetwork,
    networkId: () => networkId,
    setNetwork(next: CaipNetworkId) {
      networkId = next
      context.storage.set(networkKey, next)
    },
    /** The cluster to use after connecting: the requested one if the account can, else the first configured one it can. */
    pickNetwork(account: WalletAccount | undefined, requested: CaipNetworkId | undefined): CaipNetworkId {
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
    },
    findAccount(address: string): WalletAccount {
      const account = accounts().find((candidate) => candidate.address === address)
      if (!account) throw new ConnectorAccountNotFoundError({ address })
      return account
    },
    requireFeature<name extends keyof WalletStandardFeatures>(name: name): NonNullable<WalletStandardFeatures[name]> {
      const feature = features()[name]
      if (!feature) throw new ConnectorCapabilityNotSupportedError({ capability: name, connectorId: id })
      return feature as NonNullable<WalletStandardFeatures[name]>
    },
    isDisconnected: () => context.storage.get(disconnectedKey, disconnectedSchema) === true,
    markDisconnected(disconnected: boolean) {
      if (disconnected) context.storage.set(disconnectedKey, true)
      else context.storage.remove(disconnectedKey)
    },
  }
}
