import type { ConnectorEvent } from '../adapters/contract.js'

/** The EIP-1193 provider of the embedded wallet: every call goes through the secure frame. */
export type AuthProvider = {
  readonly isKitAuth: true
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener(event: string, listener: (...arguments_: unknown[]) => void): void
}

/**
 * The embedded wallet as an EIP-1193 provider (for viem and the eip155 actions): `request` goes
 * through the frame client (`actions/rpcRequest.ts`); connector events become accountsChanged / chainChanged / disconnect.
 */
export function createAuthProvider({
  request,
  listeners,
}: {
  request(method: string, params?: unknown): Promise<unknown>
  listeners: Set<(event: ConnectorEvent) => void>
}): AuthProvider {
  const handlers = new Map<string, Set<(...arguments_: unknown[]) => void>>()
  const fire = (name: string, value: unknown) => {
    for (const handler of [...(handlers.get(name) ?? [])]) handler(value)
  }
  listeners.add((event) => {
    if (event.type === 'disconnect') return fire('disconnect', { code: 4900, message: 'Disconnected' })
    if (event.accounts) fire('accountsChanged', [...event.accounts])
    if (event.networkId) fire('chainChanged', `0x${BigInt(event.networkId.split(':')[1] ?? '0').toString(16)}`)
  })
  return {
    isKitAuth: true,
    request: ({ method, params }) => request(method, params),
    on(event, handler) {
      let set = handlers.get(event)
      if (!set) handlers.set(event, (set = new Set()))
      set.add(handler)
    },
    removeListener(event, handler) {
      handlers.get(event)?.delete(handler)
    },
  }
}
