import { createAssetDiscoveryHandlers } from './createAssetDiscoveryHandlers.js'
import { createEip5792Handlers, TEST_WALLET_7702_DELEGATE } from './createEip5792Handlers.js'
import { createTestWalletHandlers, type TestWalletContext } from './createTestWalletHandlers.js'
import { FORWARDED_METHODS } from './forwardedMethods.js'
import { ProviderRpcError, RPC_ERROR_CODES } from './providerRpcError.js'
import { rpcRequest } from './rpcRequest.js'
import type { CreateTestWalletOptions, RequestArguments, TestWallet, TestWalletOverride } from './testWallet.js'
import { createTestWalletState } from './testWalletState.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/** The wallet's methods: its own handlers (EIP-5792 and asset discovery unless turned off), else forwarded to the chain's RPC. */
function createMethodDispatch(context: TestWalletContext, options: CreateTestWalletOptions) {
  const handlers = {
    ...createTestWalletHandlers(context),
    // EIP-5792 (atomic batches through an EIP-7702 delegation) unless turned off.
    ...(options.eip5792 === false
      ? {}
      : createEip5792Handlers(context, options.eip7702Delegate ?? TEST_WALLET_7702_DELEGATE, { assetDiscovery: options.assets !== undefined })),
    // ERC-7811 asset discovery when `assets` is given (reported in wallet_getCapabilities with EIP-5792).
    ...(options.assets === undefined ? {} : createAssetDiscoveryHandlers(context, options.assets)),
  }
  return async (method: string, params: unknown): Promise<unknown> => {
    try {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (handler) return await handler(params)
      if (FORWARDED_METHODS.has(method)) return await rpcRequest(context.chain().rpcUrl, method, params)
    } catch (error) {
      throw toProviderRpcError(error)
    }
    throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `The method "${method}" is not supported by the test wallet.`)
  }
}

/**
 * An EIP-1193 EVM wallet for tests: signs locally with a test key, reads from and
 * submits to the given RPC URLs, and lets the test approve, reject, switch and misbehave.
 */
export function createTestWallet(options: CreateTestWalletOptions): TestWallet {
  const state = createTestWalletState(options)
  const { context, emitter } = state
  const handle = createMethodDispatch(context, options)
  const overrides = new Map<string, TestWalletOverride>()
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
    getAddress: () => context.account().address,
    getChainId: state.chainId,
    getChains: context.chains,
    isAuthorized: context.isAuthorized,
    setReject(reject) {
      state.flags.rejecting = reject
    },
    setAccount: state.setAccount,
    switchChain: context.selectChain,
    disconnectWallet: state.disconnect,
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
  }
  return wallet
}
