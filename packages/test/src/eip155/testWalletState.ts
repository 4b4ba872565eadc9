import type { LocalAccount } from 'viem'
import { createEmitter } from './createEmitter.js'
import type { TestWalletContext } from './createTestWalletHandlers.js'
import { toHexChainId } from './parseChainId.js'
import { ProviderRpcError, RPC_ERROR_CODES } from './providerRpcError.js'
import { resolveTestAccount } from './resolveTestAccount.js'
import type { CreateTestWalletOptions, TestWalletChain, TestWalletEvents } from './testWallet.js'

export type TestWalletState = ReturnType<typeof createTestWalletState>

/**
 * What a test wallet holds: its chains and current chain, its account, whether the page is
 * authorised and the wallet connected, whether it rejects; the handlers see it as a
 * TestWalletContext, and every change emits the EIP-1193 event a wallet would.
 */
export function createTestWalletState(options: CreateTestWalletOptions) {
  const chains = new Map<number, TestWalletChain>(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const firstChain = options.chains[0]
  if (!firstChain) throw new Error('createTestWallet: `chains` must contain at least one chain')
  let chainId = options.chainId ?? firstChain.chainId
  if (!chains.has(chainId)) throw new Error(`createTestWallet: chainId ${chainId} is not in \`chains\``)
  let account: LocalAccount = resolveTestAccount(options.privateKey ?? options.accountIndex ?? 0, options.mnemonic)
  const flags = { authorized: false, connected: true, rejecting: false }
  const emitter = createEmitter<TestWalletEvents>()

  const context: TestWalletContext = {
    account: () => account,
    chain: () => {
      const chain = chains.get(chainId)
      if (!chain) throw new ProviderRpcError(RPC_ERROR_CODES.chainDisconnected, `Chain ${chainId} is not configured`)
      return chain
    },
    isAuthorized: () => flags.authorized,
    isRejecting: () => flags.rejecting,
    authorize: () => {
      if (!flags.connected) {
        flags.connected = true
        emitter.emit('connect', { chainId: toHexChainId(chainId) })
      }
      if (flags.authorized) return
      flags.authorized = true
      emitter.emit('accountsChanged', [account.address])
    },
    deauthorize: () => {
      if (!flags.authorized) return
      flags.authorized = false
      emitter.emit('accountsChanged', [])
    },
    findChain: (id) => chains.get(id),
    chains: () => [...chains.values()],
    addChain: (chain) => chains.set(chain.chainId, chain),
    selectChain: (next) => {
      if (!chains.has(next)) throw new ProviderRpcError(RPC_ERROR_CODES.unrecognizedChain, `Unrecognized chain ID "${toHexChainId(next)}".`)
      if (next === chainId) return
      chainId = next
      emitter.emit('chainChanged', toHexChainId(next))
    },
  }

  return {
    context,
    emitter,
    flags,
    chainId: () => chainId,
    setAccount(source: Parameters<typeof resolveTestAccount>[0]) {
      const next = resolveTestAccount(source, options.mnemonic)
      const changed = next.address !== account.address
      account = next
      if (changed && flags.authorized) emitter.emit('accountsChanged', [next.address])
    },
    disconnect() {
      context.deauthorize()
      if (!flags.connected) return
      flags.connected = false
      emitter.emit('disconnect', new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The test wallet disconnected.'))
    },
  }
}
