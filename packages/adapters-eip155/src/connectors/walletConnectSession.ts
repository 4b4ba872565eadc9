import type { AdapterContext, CaipNetworkId } from '@kit/core'
import type { WalletConnectHandle } from '@kit/walletconnect'
import type { Eip1193RequestArguments } from '../types.js'
import { numberToHex } from '../utils/hex.js'
import { followSession } from './session/followSession.js'
import { createReadClients } from './session/readClients.js'
import { createSessionAccounts } from './session/sessionAccounts.js'
import { providerError, toChainNumber } from './session/sessionValues.js'
import { walletConnectMethods } from './walletConnectMethods.js'

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

/**
 * The EIP-1193 logic over a WalletConnect session (loaded with the first request, so it stays out
 * of the page's first load): `eth_requestAccounts` pairs (handle.connect), accounts and chain come
 * from the session, wallet methods go through the session (handle.request), read-only methods go
 * to the kit's RPC, and the session's events become EIP-1193 events (`accountsChanged`,
 * `chainChanged`, `disconnect`, plus `display_uri` while pairing).
 */
export function createSessionProvider({ handle, context, emit }: CreateSessionProviderParameters): SessionProvider {
  const rpcClient = createReadClients(context)
  const state = createSessionAccounts(handle, context, emit)
  followSession(handle, state, emit)

  async function switchChain(params: unknown, method: string) {
    const target = toChainNumber((params as unknown[] | undefined)?.[0])
    if (target === undefined) throw providerError(-32602, `Invalid chain id in ${method}`)
    const session = state.current()
    if (!session) throw providerError(4900, 'No WalletConnect session')
    const methods = session.namespaces.eip155?.methods ?? []
    if (methods.includes(method)) {
      // The wallet is asked (it may refuse); the request goes out on the current chain.
      await handle.request({ chainId: `eip155:${state.chain() ?? target}`, method, params })
    } else if (!state.approves(session, target)) {
      throw providerError(4902, `Chain ${target} is not approved in this WalletConnect session`)
    }
    state.setChain(target)
    return null
  }

  /** Answered here from the session (accounts, chain, switch, revoke); undefined for other methods. */
  async function answerLocally({ method, params }: Eip1193RequestArguments): Promise<{ value: unknown } | undefined> {
    switch (method) {
      case 'eth_requestAccounts':
        state.adopt(state.current() ?? (await handle.connect()))
        return { value: [...state.accounts()] }
      case 'eth_accounts': {
        const session = state.current() ?? (await handle.restore())
        if (!session?.namespaces.eip155) return { value: [] }
        state.adopt(session)
        return { value: [...state.accounts()] }
      }
      case 'eth_chainId': {
        state.current()
        const reference = state.readChain()
        if (reference === undefined) throw providerError(4901, 'No chain')
        return { value: numberToHex(BigInt(reference)) }
      }
      case 'net_version':
        state.current()
        return { value: String(state.readChain()) }
      case 'wallet_revokePermissions':
        await handle.disconnect()
        state.setAccounts([])
        return { value: null }
      case 'wallet_switchEthereumChain':
        return { value: await switchChain(params, method) }
    }
    return undefined
  }

  return {
    async request(arguments_: Eip1193RequestArguments) {
      const local = await answerLocally(arguments_)
      if (local) return local.value
      const { method, params } = arguments_
      if (walletMethods.has(method)) {
        const session = state.current()
        const chain = state.chain()
        if (!session || chain === undefined) throw providerError(4900, 'No WalletConnect session')
        if (!session.namespaces.eip155?.methods.includes(method)) throw providerError(4200, `The wallet did not approve ${method}`)
        return handle.request({ chainId: `eip155:${chain}`, method, params })
      }
      state.current()
      const client = await rpcClient(state.readChain() ?? 0)
      return client.request({ method, params } as never)
    },
    setDefaultChain: state.setDefaultChain,
  }
}
