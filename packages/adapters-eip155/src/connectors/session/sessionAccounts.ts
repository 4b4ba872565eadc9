import type { AdapterContext, CaipNetworkId } from '@kit/core'
import type { WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import { numberToHex } from '../../utils/hex.js'
import { addressOf, referenceOf } from './sessionValues.js'

export type SessionAccounts = ReturnType<typeof createSessionAccounts>

const sessionChains = (session: WalletConnectSession) => (session.namespaces.eip155?.chains ?? []).map(referenceOf)

function accountsOn(session: WalletConnectSession, reference: number | undefined): string[] {
  const all = session.namespaces.eip155?.accounts ?? []
  const onChain = all.filter((account) => reference !== undefined && account.startsWith(`eip155:${reference}:`))
  return [...new Set((onChain.length ? onChain : all).map(addressOf))]
}

/**
 * The provider's view of the session: its current chain (kept while the session approves it, else
 * the preferred one, else the first configured one the session approves) and the accounts on it.
 */
export function createSessionAccounts(handle: WalletConnectHandle, context: AdapterContext, emit: (event: string, ...arguments_: unknown[]) => void) {
  let chain: number | undefined
  let preferred: number | undefined
  let accounts: string[] = []
  const configured = () => context.networks.map((network) => referenceOf(network.caipNetworkId))

  function adopt(session: WalletConnectSession) {
    const approved = sessionChains(session)
    if (chain === undefined || !approved.includes(chain))
      chain = [preferred, ...configured()].find((candidate) => candidate !== undefined && approved.includes(candidate)) ?? approved[0]
    accounts = accountsOn(session, chain)
  }

  return {
    chain: () => chain,
    accounts: () => accounts,
    setAccounts(next: string[]) {
      accounts = next
    },
    /** The chain reads go to: the current one, else the preferred, else the first configured. */
    readChain: () => chain ?? preferred ?? configured()[0],
    adopt,
    /** The session when it has eip155 accounts (adopted), else undefined. */
    current() {
      const session = handle.getSession()
      if (session?.namespaces.eip155) adopt(session)
      return session?.namespaces.eip155 ? session : undefined
    },
    approves: (session: WalletConnectSession, reference: number) => sessionChains(session).includes(reference),
    setChain(next: number) {
      if (chain === next) return
      chain = next
      const session = handle.getSession()
      if (session) accounts = accountsOn(session, next)
      emit('chainChanged', numberToHex(BigInt(next)))
    },
    /** Makes a chain the session approved the current one (no wallet request); false if it is not approved. */
    setDefaultChain(networkId: CaipNetworkId): boolean {
      const reference = referenceOf(networkId)
      if (!Number.isSafeInteger(reference)) return false
      preferred = reference
      const session = handle.getSession()
      if (!session?.namespaces.eip155 || !sessionChains(session).includes(reference)) return false
      chain = reference
      accounts = accountsOn(session, reference)
      return true
    },
  }
}
