import { createWalletClient, type Hex, hexToBigInt, http, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Eip1193Provider, Eip1193RequestArguments } from '../types.js'

/** anvil's first default account. */
export const testPrivateKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

type Handler = (params: readonly unknown[]) => unknown
type Listener = (...arguments_: unknown[]) => void

export type LocalProvider = Eip1193Provider & {
  readonly account: PrivateKeyAccount
  readonly calls: { method: string; params: readonly unknown[] }[]
  /** Replace one method (throw for a wallet error, return garbage for bad-input tests). */
  override(method: string, handler: Handler | undefined): void
  emit(event: string, ...arguments_: unknown[]): void
  listenerCount(event: string): number
}

/** A wallet error as EIP-1193 describes it. */
export function providerError(code: number, message: string, data?: unknown): Error & { code: number } {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/**
 * A small EIP-1193 wallet over a viem local account for this package's tests: it knows the chains
 * in `chains` (id → RPC URL), signs locally and sends through the current chain's RPC.
 */
export function createLocalProvider({
  chains,
  chainId,
  privateKey = testPrivateKey,
}: {
  chains: Record<number, string>
  chainId: number
  privateKey?: Hex
}): LocalProvider {
  const account = privateKeyToAccount(privateKey)
  const known = new Map(Object.entries(chains).map(([id, url]) => [Number(id), url]))
  const overrides = new Map<string, Handler>()
  const listeners = new Map<string, Set<Listener>>()
  const calls: LocalProvider['calls'] = []
  let current = chainId
  const rpc = () => http(known.get(current))({ retryCount: 0 })

  const emit = (event: string, ...arguments_: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...arguments_)
  }
  const handlers: Record<string, Handler> = {
    eth_requestAccounts: () => [account.address],
    eth_accounts: () => [account.address],
    eth_chainId: () => numberToHex(current),
    wallet_switchEthereumChain: ([parameter]) => {
      const id = Number((parameter as { chainId: Hex }).chainId)
      if (!known.has(id)) throw providerError(4902, `Unrecognized chain ID ${id}`)
      if (id !== current) {
        current = id
        emit('chainChanged', numberToHex(id))
      }
      return null
    },
    wallet_addEthereumChain: ([parameter]) => {
      const { chainId: id, rpcUrls } = parameter as { chainId: Hex; rpcUrls: string[] }
      known.set(Number(id), rpcUrls[0]!)
      return null
    },
    wallet_revokePermissions: () => null,
    personal_sign: ([data]) => account.signMessage({ message: { raw: data as Hex } }),
    eth_signTypedData_v4: ([, json]) => account.signTypedData(JSON.parse(json as string)),
    eth_sendTransaction: ([parameter]) => {
      const { to, value, data } = parameter as { to: Hex; value?: Hex; data?: Hex }
      const client = createWalletClient({ account, transport: http(known.get(current), { retryCount: 0 }) })
      return client.sendTransaction({ chain: null, to, value: value ? hexToBigInt(value) : 0n, ...(data ? { data } : {}) })
    },
  }

  return {
    account,
    calls,
    async request({ method, params }: Eip1193RequestArguments) {
      const list = Array.isArray(params) ? (params as readonly unknown[]) : []
      calls.push({ method, params: list })
      const handler = overrides.get(method) ?? handlers[method]
      if (handler) return handler(list)
      return rpc().request({ method, params: list } as never)
    },
    on(event: string, listener: Listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    override(method, handler) {
      if (handler) overrides.set(method, handler)
      else overrides.delete(method)
    },
    emit,
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}
