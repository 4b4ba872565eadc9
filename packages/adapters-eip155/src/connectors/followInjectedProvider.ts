import type { ConnectorEvent } from '@kit/core'
import type { Eip1193Provider } from '../types.js'
import type { ChecksumAccounts } from '../utils/checksumAccounts.js'
import { toCaipNetworkId } from '../utils/toCaipNetworkId.js'
import type { ProviderRequest } from './switchInjectedNetwork.js'

export type FollowInjectedProviderParameters = {
  provider: Eip1193Provider
  request: ProviderRequest
  /** The checksum function once loaded (synchronous events after the first connect). */
  loadedChecksum(): ChecksumAccounts | undefined
  checksumAccounts(accounts: unknown): Promise<readonly string[]>
  listener(event: ConnectorEvent): void
}

/**
 * The provider's accountsChanged, chainChanged and disconnect as connector events. Returns the
 * function that removes the listeners.
 */
export function followInjectedProvider({ provider, request, loadedChecksum, checksumAccounts, listener }: FollowInjectedProviderParameters): () => void {
  const onAccountsChanged = (accounts: unknown) => {
    if (!Array.isArray(accounts)) return
    const toChecksum = loadedChecksum()
    if (toChecksum || accounts.length === 0) return listener({ type: 'change', accounts: toChecksum ? toChecksum(accounts) : accounts })
    // Only before any connect or account read (viem not loaded yet): checksummed once it is.
    void checksumAccounts(accounts).then((checksummed) => listener({ type: 'change', accounts: checksummed }))
  }
  const onChainChanged = (chainId: unknown) => {
    let networkId: ReturnType<typeof toCaipNetworkId>
    try {
      networkId = toCaipNetworkId(chainId)
    } catch {
      return // A malformed chainChanged tells the kit nothing it can use.
    }
    listener({ type: 'change', networkId })
  }
  const onDisconnect = (error?: { code?: unknown }) => {
    // MetaMask emits code 1013 while it reconnects to its own RPC: still connected if the
    // wallet keeps exposing accounts (as wagmi's injected connector does).
    if (error?.code !== 1013) return listener({ type: 'disconnect' })
    request('eth_accounts').then(
      (accounts) => {
        if (!Array.isArray(accounts) || accounts.length === 0) listener({ type: 'disconnect' })
      },
      () => listener({ type: 'disconnect' }),
    )
  }
  provider.on?.('accountsChanged', onAccountsChanged)
  provider.on?.('chainChanged', onChainChanged)
  provider.on?.('disconnect', onDisconnect)
  return () => {
    provider.removeListener?.('accountsChanged', onAccountsChanged)
    provider.removeListener?.('chainChanged', onChainChanged)
    provider.removeListener?.('disconnect', onDisconnect)
  }
}
