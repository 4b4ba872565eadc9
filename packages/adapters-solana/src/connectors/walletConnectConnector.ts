import type { AdapterContext } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { GetSolanaConnection, SolanaConnector } from '../types.js'
import { walletConnectWallet } from './walletConnectWallet.js'
import { walletStandardConnector } from './walletStandardConnector.js'

export type SolanaWalletConnectConnectorParameters = {
  handle: WalletConnectHandle
  context: AdapterContext
  getConnection: GetSolanaConnection
}

/**
 * The solana 'WalletConnect' connector: the Wallet Standard connector over the shared
 * WalletConnect session (`walletConnectWallet`). `connect` pairs first (the URIs reach the kit
 * through `subscribePairing`, for the QR code; the kit's abort signal cancels the pairing); a
 * session without solana accounts is 4100 (the wallet approved none).
 */
export function walletConnectConnector({ handle, context, getConnection }: SolanaWalletConnectConnectorParameters): SolanaConnector {
  const base = walletStandardConnector({ wallet: walletConnectWallet(handle), context, getConnection, type: 'walletConnect', id: handle.id })
  return {
    ...base,
    async connect(parameters = {}) {
      const session = await handle.connect({ signal: parameters.signal })
      if (!session.namespaces.solana?.accounts.length) throw Object.assign(new Error('The wallet approved no solana account'), { code: 4100 })
      return base.connect(parameters)
    },
    prepare: (parameters) => handle.prepare(parameters),
    getUniversalProvider: ({ currentChain }) => handle.getUniversalProvider({ namespace: 'solana', context, currentChain }),
    subscribePairing(listener) {
      return handle.subscribe((event) => {
        if (event.type === 'display_uri') listener({ uri: event.uri, expiresAt: event.expiresAt })
      })
    },
  }
}
