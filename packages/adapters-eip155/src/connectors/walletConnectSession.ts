import type { AdapterContext, CaipNetwork, CaipNetworkId } from '@kit/core'
import type { WalletConnectHandle, WalletConnectSession } from '@kit/walletconnect'
import type { PublicClient } from 'viem'
import { anchorToFirstLoad } from '../anchorToFirstLoad.js'
import type { Eip1193RequestArguments } from '../types.js'
import { numberToHex } from '../utils/hex.js'
import { walletConnectMethods } from './walletConnectMethods.js'

anchorToFirstLoad()

/** Methods only the wallet can answer; everything else is read from the kit's RPC. */
const walletMethods = new Set<string>([
  ...walletConnectMethods,
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'wallet_watchAsset',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_grantPermissions',
  'wallet_getPermissions',
  'wallet_requestPermissions',
])

export type SessionProvider = {
  request(arguments_: Eip1193RequestArguments): Promise<unknown>
  /** Makes a chain the session approved the current one (no wallet request); false if it is not approved. */
  setDefaultChain(networkId: CaipNetworkId): boolean
}

export type CreateSessionProviderParameters = {
  handle: WalletConnectHandle
  context: AdapterContext
  /** Fires an EIP-1193 event on the provider. */
  emit(event: string, ...arguments_: unknown[]): void
}

/** An EIP-1193 error (the code is what core maps). */
function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

const referenceOf = (chain: string) => Number(chain.split(':')[1])

/** A chain id as wallets send it in `chainChanged` / `wallet_switchEthereumChain`: hex, decimal or CAIP-2. */
function toChainNumber(value: unknown): number | undefined {
  const raw = typeof value === 'object' && value !== null ? (value as { chainId?: unknown }).chainId : value
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 ? raw : undefined
  if (typeof raw !== 'string') return undefined
  const text = raw.startsWith('eip155:') ? raw.slice(7) : raw
  const number = /^0x[0-9a-f]+$/i.test(text) ? Number.parseInt(text, 16) : /^\d+$/.test(text) ? Number(text) : NaN
  return Number.isSafeInteger(number) && number > 0 ? number : undefined
}

/** The address of a CAIP-10 account (or a plain address). */
const addressOf = (account: string) => account.split(':').at(-1) ?? account

/**
 * The EIP-1193 logic over a WalletConnect session (loaded with the first request, so it stays out
 * of the page's first load): `eth_requestAccounts` pairs (handle.connect), accounts and chain come
 * from the session, wallet methods go through the session (handle.request), read-only methods go
 * to the kit's RPC, and the session's events become EIP-1193 events (`accountsChanged`,
 * `chainChanged`, `disconnect`, plus `display_uri` while pairing).
 */
export function createSessionProvider({ handle, context, emit }: CreateSessionProviderParameters): SessionProvider {
  const clients = new Map<number, Promise<PublicClient>>()
  let chain: number | undefined
  let preferred: number | undefined
  let accounts: string[] = []

  const configured = () => context.networks.map((network) => referenceOf(network.caipNetworkId))
  const sessionChains = (session: WalletConnectSession) => (session.namespaces.eip155?.chains ?? []).map(referenceOf)

  function accountsOn(session: WalletConnectSession, reference: number | undefined): string[] {
    const all = session.namespaces.eip155?.accounts ?? []
    const onChain = all.filter((account) => reference !== undefined && account.startsWith(`eip155:${reference}:`))
    return [...new Set((onChain.length ? onChain : all).map(addressOf))]
  }

  /** Picks the current chain for a session: kept if approved, else the preferred, else the first configured one. */
  function adopt(session: WalletConnectSession) {
    const approved = sessionChains(session)
    if (chain === undefined || !approved.includes(chain))
      chain = [preferred, ...configured()].find((candidate) => candidate !== undefined && approved.includes(candidate)) ?? approved[0]
    accounts = accountsOn(session, chain)
  }

  const currentSession = () => {
    const session = handle.getSession()
    if (session?.namespaces.eip155) adopt(session)
    return session?.namespaces.eip155 ? session : undefined
  }

  function setChain(next: number) {
    if (chain === next) return
    chain = next
    const session = handle.getSession()
    if (session) accounts = accountsOn(session, next)
    emit('chainChanged', numberToHex(BigInt(next)))
  }

  handle.subscribe((event) => {
    switch (event.type) {
      case 'display_uri':
        return emit('display_uri', event.uri)
      case 'session':
        return event.session.namespaces.eip155 ? adopt(event.session) : undefined
      case 'session_event': {
        if (!event.chainId.startsWith('eip155:')) return
        if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
          accounts = [...new Set(event.data.filter((item): item is string => typeof item === 'string').map(addressOf))]
          return emit('accountsChanged', accounts)
        }
        if (event.name === 'chainChanged') {
          const next = toChainNumber(event.data)
          if (next !== undefined) setChain(next)
        }
        return
      }
      case 'session_update': {
        const before = accounts.join()
        const previousChain = chain
        adopt(event.session)
        if (chain !== previousChain && chain !== undefined) emit('chainChanged', numberToHex(BigInt(chain)))
        if (accounts.join() !== before) emit('accountsChanged', accounts)
        return
      }
      case 'session_delete':
      case 'session_expire':
        accounts = []
        return emit('disconnect', providerError(4900, 'The WalletConnect session ended.'))
    }
  })

  function rpcClient(reference: number): Promise<PublicClient> {
    let client = clients.get(reference)
    if (!client) {
      const network: CaipNetwork | undefined = context.networks.find((candidate) => referenceOf(candidate.caipNetworkId) === reference)
      if (!network) return Promise.reject(providerError(4901, `Chain ${reference} is not configured for reads`))
      const urls = context.getRpcUrls(network)
      // viem's client code loads on the first read, not in the first page load.
      client = import('../utils/createNetworkClient.js').then(({ createNetworkClient }) => createNetworkClient(network, urls))
      clients.set(reference, client)
    }
    return client
  }

  async function switchChain(params: unknown, method: string) {
    const target = toChainNumber((params as unknown[] | undefined)?.[0])
    if (target === undefined) throw providerError(-32602, `Invalid chain id in ${method}`)
    const session = currentSession()
    if (!session) throw providerError(4900, 'No WalletConnect session')
    const approved = sessionChains(session).includes(target)
    const methods = session.namespaces.eip155?.methods ?? []
    if (methods.includes(method)) {
      // The wallet is asked (it may refuse); the request goes out on the current chain.
      await handle.request({ chainId: `eip155:${chain ?? target}`, method, params })
    } else if (!approved) {
      throw providerError(4902, `Chain ${target} is not approved in this WalletConnect session`)
    }
    setChain(target)
    return null
  }

  return {
    async request({ method, params }: Eip1193RequestArguments) {
      switch (method) {
        case 'eth_requestAccounts': {
          const session = currentSession() ?? (await handle.connect())
          adopt(session)
          return [...accounts]
        }
        case 'eth_accounts': {
          const session = currentSession() ?? (await handle.restore())
          if (!session?.namespaces.eip155) return []
          adopt(session)
          return [...accounts]
        }
        case 'eth_chainId': {
          currentSession()
          const reference = chain ?? preferred ?? configured()[0]
          if (reference === undefined) throw providerError(4901, 'No chain')
          return numberToHex(BigInt(reference))
        }
        case 'net_version':
          currentSession()
          return String(chain ?? preferred ?? configured()[0])
        case 'wallet_revokePermissions':
          await handle.disconnect()
          accounts = []
          return null
        case 'wallet_switchEthereumChain':
          return switchChain(params, method)
      }
      if (walletMethods.has(method)) {
        const session = currentSession()
        if (!session || chain === undefined) throw providerError(4900, 'No WalletConnect session')
        if (!session.namespaces.eip155?.methods.includes(method)) throw providerError(4200, `The wallet did not approve ${method}`)
        return handle.request({ chainId: `eip155:${chain}`, method, params })
      }
      currentSession()
      const client = await rpcClient(chain ?? preferred ?? configured()[0] ?? 0)
      return client.request({ method, params } as never)
    },
    setDefaultChain(networkId) {
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
