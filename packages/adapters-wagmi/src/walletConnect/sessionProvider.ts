import type { WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import { type Address, type EIP1193RequestFn, getAddress, numberToHex } from 'viem'

export type SessionProvider = { request: EIP1193RequestFn }

export type SessionProviderParameters = {
  handle: WalletConnectHandle
  /** The config's chain ids, in order (the first the session approved is the default). */
  chainIds: () => readonly number[]
  /** A read (not a wallet method) on a chain, through the config's transport for it. */
  read: (chainId: number, method: string, params: unknown) => Promise<unknown>
  /** A chain the session moved to (a local switch, or the wallet's `chainChanged`). */
  onChain: (chainId: number) => void
}

/** The session's eip155 chain ids (from its chains, else its accounts). */
export function sessionChainIds(session: WalletConnectSession | undefined): number[] {
  const eip155 = session?.namespaces.eip155
  const chains = eip155?.chains?.length ? eip155.chains : (eip155?.accounts ?? []).map((account) => account.split(':').slice(0, 2).join(':'))
  return [...new Set(chains.map((chain) => Number(chain.split(':')[1])))].filter(Number.isSafeInteger)
}

/** The session's addresses on one chain (checksummed, each once). */
export function sessionAccounts(session: WalletConnectSession | undefined, chainId: number): Address[] {
  const prefix = `eip155:${chainId}:`
  const accounts = (session?.namespaces.eip155?.accounts ?? []).filter((account) => account.startsWith(prefix))
  return [...new Set(accounts.map((account) => getAddress(account.slice(prefix.length))))]
}

/**
 * An EIP-1193 provider over the kit's WalletConnect session (what wagmi's actions and viem's
 * clients call): accounts and chain id from the session, switches among the session's chains
 * without a round trip (others asked of the wallet), the methods the wallet approved sent to it,
 * every read to the chain's RPC through the config's transport.
 */
export function createSessionProvider({ handle, chainIds, read, onChain }: SessionProviderParameters) {
  let chainId: number | undefined
  const current = (): number => {
    const approved = sessionChainIds(handle.getSession())
    if (chainId !== undefined && (approved.length === 0 || approved.includes(chainId))) return chainId
    return chainIds().find((id) => approved.includes(id)) ?? approved[0] ?? chainIds()[0]!
  }
  const setChain = (next: number) => {
    chainId = next
    onChain(next)
  }
  const wallet = (method: string, params: unknown) => handle.request({ chainId: `eip155:${current()}`, method, params })
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts':
        return sessionAccounts(handle.getSession(), current())
      case 'eth_requestAccounts':
        return sessionAccounts(await handle.connect(), current())
      case 'eth_chainId':
        return numberToHex(current())
      case 'wallet_switchEthereumChain': {
        const [{ chainId: wanted } = { chainId: '0x0' }] = (params as [{ chainId: string }] | undefined) ?? []
        const target = Number(wanted)
        // A chain the session approved needs no wallet request; the others are the wallet's call.
        if (!sessionChainIds(handle.getSession()).includes(target)) await wallet(method, params)
        setChain(target)
        return null
      }
    }
    if (handle.getSession()?.namespaces.eip155?.methods.includes(method)) return wallet(method, params)
    return read(current(), method, params)
  }
  return {
    provider: { request: request as EIP1193RequestFn } satisfies SessionProvider,
    current,
    setChain,
    /** Forgets the chosen chain (a new session starts on the default). */
    reset: () => void (chainId = undefined),
  }
}
