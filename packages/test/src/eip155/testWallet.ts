import type { Address, Hex } from 'viem'
import type { ProviderRpcError } from './providerRpcError.js'
import type { TestAccountSource } from './resolveTestAccount.js'

/** A chain the test wallet knows, with the RPC it reads from and sends to. */
export interface TestWalletChain {
  readonly chainId: number
  readonly rpcUrl: string
  readonly name?: string
}

export interface CreateTestWalletOptions {
  /** Index in the anvil test mnemonic (default 0). Ignored when `privateKey` is set. */
  readonly accountIndex?: number
  readonly privateKey?: Hex
  /** Mnemonic used with `accountIndex` (default: anvil's "test ... junk"). */
  readonly mnemonic?: string
  readonly chains: readonly TestWalletChain[]
  /** Initially selected chain (default: the first of `chains`). */
  readonly chainId?: number
  /**
   * EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`,
   * `wallet_showCallsStatus`), atomic through an EIP-7702 delegation (default on). `false` makes a
   * wallet without EIP-5792: those methods fail with 4200, as in wallets that lack them.
   */
  readonly eip5792?: boolean
  /** The EIP-7702 delegate of `wallet_sendCalls` (default: the devnet's Simple7702Account). */
  readonly eip7702Delegate?: Address
  /**
   * ERC-7811 asset discovery: `wallet_getAssets` answers with the native balance and these ERC-20
   * tokens' balances read from each chain, and `wallet_getCapabilities` reports `assetDiscovery`
   * (with EIP-5792 on). Unset (default): a wallet without `wallet_getAssets` (4200).
   */
  readonly assets?: readonly Address[]
}

/** EIP-1193 request arguments. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** Payloads of the EIP-1193 events the wallet emits. */
export interface TestWalletEvents {
  accountsChanged: readonly Address[]
  chainChanged: Hex
  connect: { readonly chainId: Hex }
  disconnect: ProviderRpcError
}

export type TestWalletEventName = keyof TestWalletEvents

/**
 * Replaces a method. Receives the request params and `next()`, which runs the wallet's own
 * implementation. Whatever it returns (even garbage) is the request's result.
 */
export type TestWalletOverride = (params: unknown, next: () => Promise<unknown>) => unknown

export interface TestWallet {
  /** EIP-1193 entry point. Rejects with {@link ProviderRpcError} (numeric `code`). */
  request(args: RequestArguments): Promise<unknown>
  on<E extends TestWalletEventName>(event: E, listener: (payload: TestWalletEvents[E]) => void): TestWallet
  removeListener<E extends TestWalletEventName>(event: E, listener: (payload: TestWalletEvents[E]) => void): TestWallet

  getAddress(): Address
  getChainId(): number
  getChains(): readonly TestWalletChain[]
  isAuthorized(): boolean

  /** When on, every approval (connect, add chain, sign, send) fails with code 4001. */
  setReject(reject: boolean): void
  /** Switches the signing account; emits `accountsChanged` when authorized. */
  setAccount(account: TestAccountSource): void
  /** Switches chain from the wallet side; emits `chainChanged`. Throws 4902 for unknown chains. */
  switchChain(chainId: number): void
  /** Drops authorization; emits `accountsChanged([])` (if authorized) and `disconnect` (4900). */
  disconnectWallet(): void
  /** Installs (or, with `undefined`, removes) an override for `method`. */
  override(method: string, handler: TestWalletOverride | undefined): void
}
