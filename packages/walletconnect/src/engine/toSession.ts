import type { SessionTypes } from '@walletconnect/types'
import type { WalletConnectSession } from '../types.js'

/** The kit's view of a sign-client session: CAIP-10 accounts, chains (from the accounts when absent), methods, events. */
export function toSession(session: SessionTypes.Struct): WalletConnectSession {
  const namespaces: Record<string, WalletConnectSession['namespaces'][string]> = {}
  for (const [key, namespace] of Object.entries(session.namespaces)) {
    const chains = namespace.chains ?? [...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')))]
    namespaces[key] = {
      accounts: [...namespace.accounts],
      chains: [...chains],
      methods: [...namespace.methods],
      events: [...namespace.events],
    }
  }
  const { name, url, icons } = session.peer.metadata
  return { topic: session.topic, expiry: session.expiry, namespaces, peer: { name, url, icons: [...(icons ?? [])] } }
}
