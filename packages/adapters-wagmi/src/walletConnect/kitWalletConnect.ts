import type { WalletConnectEvent, WalletConnectHandle } from '@kit/walletconnect'
import { type Address, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { createSessionProvider, type SessionProvider, sessionAccounts, sessionChainIds } from './sessionProvider.js'

export type KitWalletConnectParameters = {
  /** The kit's WalletConnect handle (`walletConnect(...)` from @kit/walletconnect). */
  handle: WalletConnectHandle
}

/** A chain id as a wallet's `chainChanged` reports it: a number, hex or decimal string, or CAIP-2. */
const toChainId = (value: unknown) => Number(String(value).split(':').pop())

/** An account as a wallet's `accountsChanged` reports it: an address or a CAIP-10 account. */
const toAddress = (value: unknown) => getAddress(String(value).split(':').pop()!)

/**
 * wagmi's WalletConnect connector on Kit's WalletConnect handle: the session Kit's modal pairs
 * (QR code, deep link) is this connector's connection, so wagmi's hooks sign and send through it.
 * Nothing heavy loads with it: sign-client loads on the first pairing, or on a reload that finds a
 * stored session.
 */
export function kitWalletConnect({ handle }: KitWalletConnectParameters) {
  return createConnector<SessionProvider>((config) => {
    const read = (chainId: number, method: string, params: unknown) => {
      const chain = config.chains.find((candidate) => candidate.id === chainId) ?? config.chains[0]
      const transport = config.transports?.[chain.id]
      if (!transport) throw new ChainNotConfiguredError()
      return transport({ chain, retryCount: 0 }).request({ method, params } as never)
    }
    const session = createSessionProvider({
      handle,
      chainIds: () => config.chains.map((chain) => chain.id),
      read,
      onChain: (chainId) => config.emitter.emit('change', { chainId }),
    })
    const onEvent = (event: WalletConnectEvent) => {
      if (event.type === 'session_delete' || event.type === 'session_expire') {
        session.reset()
        config.emitter.emit('disconnect')
      } else if (event.type === 'session_update') {
        config.emitter.emit('change', { accounts: sessionAccounts(event.session, session.current()) })
      } else if (event.type === 'session_event' && event.name === 'chainChanged') {
        session.setChain(toChainId(event.data))
      } else if (event.type === 'session_event' && event.name === 'accountsChanged' && Array.isArray(event.data)) {
        if (event.data.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: event.data.map(toAddress) })
      }
    }
    const restored = async () => handle.getSession() ?? (await handle.restore())
    return {
      id: handle.id,
      name: handle.name,
      type: 'walletConnect',
      icon: handle.icon,
      async setup() {
        handle.subscribe(onEvent)
      },
      async connect({ chainId, withCapabilities } = {}) {
        const approved = await handle.connect()
        if (!approved.namespaces.eip155) throw new UserRejectedRequestError(new Error('The wallet approved no eip155 account'))
        if (chainId !== undefined && sessionChainIds(approved).includes(chainId)) session.setChain(chainId)
        const current = session.current()
        const accounts = sessionAccounts(approved, current)
        return { accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never, chainId: current }
      },
      async disconnect() {
        session.reset()
        await handle.disconnect()
      },
      async getAccounts() {
        const found = await restored()
        return sessionAccounts(found, session.current())
      },
      getChainId: async () => session.current(),
      getProvider: async () => session.provider,
      async isAuthorized() {
        try {
          const found = await restored()
          return sessionAccounts(found, session.current()).length > 0
        } catch {
          return false
        }
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        await session.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account) as Address) })
      },
      onChainChanged: (chain) => session.setChain(toChainId(chain)),
      onDisconnect: () => config.emitter.emit('disconnect'),
    }
  })
}
