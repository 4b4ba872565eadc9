import { type AuthConnectorBridge, authConnectorId, type ConnectorEvent } from '@kit/core'
import { type EIP1193RequestFn, getAddress, numberToHex, SwitchChainError } from 'viem'
import { ChainNotConfiguredError, createConnector } from 'wagmi'
import { AuthBridgeMissingError } from '../errors/auth.js'

/** Where the kit hands the embedded wallet to the connector (`WagmiAdapter`'s `createAuthConnector`). */
export type AuthBridgeSlot = { bridge?: AuthConnectorBridge | undefined }

export type KitAuthProvider = { request: EIP1193RequestFn }

/** wagmi storage key: this page's wagmi connected the embedded wallet (so a reload asks the frame). */
const connectedKey = 'kitAuth.connected'

const chainOf = (networkId: string) => Number(networkId.split(':')[1])

/**
 * wagmi's connector for Kit's embedded wallet (email and social login through the secure frame):
 * a login in Kit's modal connects it, so wagmi's hooks sign and send with the embedded account,
 * each unsafe request approved on the frame's own screen. It needs the kit (`slot`, filled when
 * `createAppKit` sets up the adapter) and loads nothing itself: the frame loads on the first login
 * or, after a reload, only when this connector was connected.
 */
export function kitAuthConnector(slot: AuthBridgeSlot) {
  return createConnector<KitAuthProvider>((config) => {
    const bridge = (): AuthConnectorBridge => {
      if (!slot.bridge) throw new AuthBridgeMissingError()
      return slot.bridge
    }
    const provider: KitAuthProvider = {
      request: (async (parameters: { method: string; params?: unknown }) => bridge().request(parameters)) as EIP1193RequestFn,
    }
    let unsubscribe: (() => void) | undefined
    const forward = (event: ConnectorEvent) => {
      if (event.type === 'disconnect') return config.emitter.emit('disconnect')
      config.emitter.emit('change', {
        ...(event.accounts ? { accounts: event.accounts.map((account) => getAddress(account)) } : {}),
        ...(event.networkId ? { chainId: chainOf(event.networkId) } : {}),
      })
    }
    const follow = () => {
      unsubscribe ??= bridge().subscribe(forward)
    }
    const unfollow = () => {
      unsubscribe?.()
      unsubscribe = undefined
    }
    return {
      id: authConnectorId,
      name: 'Embedded Wallet',
      type: 'auth',
      async connect({ chainId, withCapabilities } = {}) {
        const result = await bridge().connect(chainId !== undefined ? { networkId: `eip155:${chainId}` } : {})
        follow()
        await config.storage?.setItem(connectedKey, true)
        const accounts = result.accounts.map((account) => getAddress(account))
        return {
          accounts: (withCapabilities ? accounts.map((address) => ({ address, capabilities: {} })) : accounts) as never,
          chainId: chainOf(result.networkId),
        }
      },
      async disconnect() {
        unfollow()
        await config.storage?.removeItem(connectedKey)
        await bridge().disconnect()
      },
      getAccounts: async () => (await bridge().getAccounts()).map((account) => getAddress(account)),
      getChainId: async () => chainOf(await bridge().getNetworkId()),
      getProvider: async () => provider,
      async isAuthorized() {
        // Asking the frame loads it: only when this page's wagmi had the embedded wallet connected.
        if (!slot.bridge || !(await config.storage?.getItem(connectedKey))) return false
        return slot.bridge.isAuthorized().catch(() => false)
      },
      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: numberToHex(chainId) }] })
        return chain
      },
      onAccountsChanged: (accounts) => forward({ type: 'change', accounts }),
      onChainChanged: (chainId) => config.emitter.emit('change', { chainId: Number(chainId) }),
      onDisconnect: () => config.emitter.emit('disconnect'),
    }
  })
}
