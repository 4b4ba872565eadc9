import type { WalletConnectHandle } from '@kit/walletconnect'
import { numberToHex } from '../../utils/hex.js'
import type { SessionAccounts } from './sessionAccounts.js'
import { addressOf, providerError, toChainNumber } from './sessionValues.js'

/**
 * The session's events as EIP-1193 events: `display_uri` while pairing, `accountsChanged` and
 * `chainChanged` from the wallet's events and session updates, `disconnect` (4900) when the session
 * is deleted or expires.
 */
export function followSession(handle: WalletConnectHandle, state: SessionAccounts, emit: (event: string, ...arguments_: unknown[]) => void) {
  return handle.subscribe((event) => {
    switch (event.type) {
      case 'display_uri':
        return emit('display_uri', event.uri)
      case 'session':
        return event.session.namespaces.eip155 ? state.adopt(event.session) : undefined
      case 'session_event': {
        if (!event.chainId.startsWith('eip155:')) return
        if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
          state.setAccounts([...new Set(event.data.filter((item): item is string => typeof item === 'string').map(addressOf))])
          return emit('accountsChanged', state.accounts())
        }
        if (event.name === 'chainChanged') {
          const next = toChainNumber(event.data)
          if (next !== undefined) state.setChain(next)
        }
        return
      }
      case 'session_update': {
        const before = state.accounts().join()
        const previousChain = state.chain()
        state.adopt(event.session)
        const chain = state.chain()
        if (chain !== previousChain && chain !== undefined) emit('chainChanged', numberToHex(BigInt(chain)))
        if (state.accounts().join() !== before) emit('accountsChanged', state.accounts())
        return
      }
      case 'session_delete':
      case 'session_expire':
        state.setAccounts([])
        return emit('disconnect', providerError(4900, 'The WalletConnect session ended.'))
    }
  })
}
