import type { LocalAccount } from 'viem'
import { createAssetDiscoveryHandlers } from './createAssetDiscoveryHandlers.js'
import { createEip5792Handlers, TEST_WALLET_7702_DELEGATE } from './createEip5792Handlers.js'
import { createEmitter } from './createEmitter.js'
import { createTestWalletHandlers, type TestWalletContext } from './createTestWalletHandlers.js'
import { FORWARDED_METHODS } from './forwardedMethods.js'
import { ProviderRpcError, RPC_ERROR_CODES } from './ProviderRpcError.js'
import { toHexChainId } from './parseChainId.js'
import { resolveTestAccount } from './resolveTestAccount.js'
import { rpcRequest } from './rpcRequest.js'
import type { CreateTestWalletOptions, RequestArguments, TestWallet, TestWalletChain, TestWalletEvents, TestWalletOverride } from './TestWallet.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/**
 * An EIP-1193 EVM wallet for tests: signs locally with a test key, reads from and
 * submits to the given RPC URLs, and lets the test approve, reject, switch and misbehave.
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const chains = new Map<number, TestWalletChain>(options.chains.map((chain) => [chain.chainId, { ...chain }]))
  const firstChain = options.chains[0]
  if (!firstChain) throw new Error('createTestWallet: `chains` must contain at least one chain')
  let chainId = options.chainId ?? firstChain.chainId
  if (!chains.has(chainId)) throw new Error(`createTestWallet: chainId ${chainId} is not in \`chains\``)
  let account: LocalAccount = resolveTestAccount(options.privateKey ?? options.accountIndex ?? 0, options.mnemonic)
  let authorized = false
  let connected = true
  let rejecting = false
  const overrides = new Map<string, TestWalletOverride>()
  const emitter = createEmitter<TestWalletEvents>()

  const currentChain = (): TestWalletChain => {
    const chain = chains.get(chainId)
    if (!chain) throw new ProviderRpcError(RPC_ERROR_CODES.chainDisconnected, `Chain ${chainId} is not configured`)
    return chain
  }
  const selectChain = (next: number): void => {
    if (!chains.has(next)) {
      throw new ProviderRpcError(RPC_ERROR_CODES.unrecognizedChain, `Unrecognized chain ID "${toHexChainId(next)}".`)
    }
    if (next === chainId) return
    chainId = next
    emitter.emit('chainChanged', toHexChainId(next))
  }
  const context: TestWalletContext = {
    account: () => account,
    chain: currentChain,
    isAuthorized: () => authorized,
    isRejecting: () => rejecting,
    authorize: () => {
      if (!connected) {
        connected = true
        emitter.emit('connect', { chainId: toHexChainId(chainId) })
      }
      if (authorized) return
      authorized = true
      emitter.emit('accountsChanged', [account.address])
    },
    deauthorize: () => {
      if (!authorized) return
      authorized = false
      emitter.emit('accountsChanged', [])
    },
    findChain: (id) => chains.get(id),
    chains: () => [...chains.values()],
    addChain: (chain) => chains.set(chain.chainId, chain),
    selectChain,
  }
  const handlers = {
    ...createTestWalletHandlers(context),
    // EIP-5792 (atomic batches through an EIP-7702 delegation) unless turned off.
    ...(options.eip5792 === false
      ? {}
      : createEip5792Handlers(context, options.eip7702Delegate ?? TEST_WALLET_7702_DELEGATE, { assetDiscovery: options.assets !== undefined })),
    // ERC-7811 asset discovery when `assets` is given (reported in wallet_getCapabilities with EIP-5792).
    ...(options.assets === undefined ? {} : createAssetDiscoveryHandlers(context, options.assets)),
  }

  const handle = async (method: string, params: unknown): Promise<unknown> => {
    try {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (handler) return await handler(params)
      if (FORWARDED_METHODS.has(method)) return await rpcRequest(currentChain().rpcUrl, method, params)
    } catch (error) {
      throw toProviderRpcError(error)
    }
    throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `The method "${method}" is not supported by the test wallet.`)
  }

  const wallet: TestWallet = {
    async request(args: RequestArguments) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new ProviderRpcError(RPC_ERROR_CODES.invalidRequest, 'Invalid request: expected { method: string, params? }')
      }
      const { method, params } = args
      const next = (): Promise<unknown> => handle(method, params)
      const override = overrides.get(method)
      return override ? override(params, next) : next()
    },
    on(event, listener) {
      emitter.on(event, listener)
      return wallet
    },
    removeListener(event, listener) {
      emitter.off(event, listener)
      return wallet
    },
    getAddress: () => account.address,
    getChainId: () => chainId,
    getChains: () => [...chains.values()],
    isAuthorized: () => authorized,
    setReject(reject) {
      rejecting = reject
    },
    setAccount(source) {
      const next = resolveTestAccount(source, options.mnemonic)
      const changed = next.address !== account.address
      account = next
      if (changed && authorized) emitter.emit('accountsChanged', [next.address])
    },
    switchChain: selectChain,
    disconnectWallet() {
      context.deauthorize()
      if (!connected) return
      connected = false
      emitter.emit('disconnect', new ProviderRpcError(RPC_ERROR_CODES.disconnected, 'The test wallet disconnected.'))
    },
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
  }
  return wallet
}
