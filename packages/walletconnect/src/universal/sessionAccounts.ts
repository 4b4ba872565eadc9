import type { WalletConnectSession } from '../types.js'

/** The chains (CAIP-2) a session approved in `namespace`, from its chains and its CAIP-10 accounts. */
export function sessionChains(session: WalletConnectSession | undefined, namespace: string): string[] {
  const entry = session?.namespaces[namespace]
  if (!entry) return []
  const fromAccounts = entry.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set([...(entry.chains ?? []), ...fromAccounts])]
}

/** The addresses a session approved on `chainId` (CAIP-2), in the wallet's order, without repeats. */
export function sessionAddresses(session: WalletConnectSession | undefined, chainId: string): string[] {
  const namespace = chainId.split(':')[0] ?? ''
  const accounts = session?.namespaces[namespace]?.accounts ?? []
  const prefix = `${chainId}:`
  return [...new Set(accounts.filter((account) => account.startsWith(prefix)).map((account) => account.slice(prefix.length)))]
}
