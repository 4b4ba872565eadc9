import type { Connector } from '../adapters/contract.js'
import type { Namespace } from '../types.js'

export type ConnectorsState = {
  /** Per namespace, as the adapters last reported them. Stored with valtio `ref`. */
  byNamespace: Partial<Record<Namespace, readonly Connector[]>>
  /** Connector ids of the most recent wallets, newest first, at most 2 (docs/rules/validation.md). */
  recent: string[]
}

export function createConnectorsState(recent: string[]): ConnectorsState {
  return { byNamespace: {}, recent }
}

export function addRecent(recent: readonly string[], connectorId: string): string[] {
  return [connectorId, ...recent.filter((id) => id !== connectorId)].slice(0, 2)
}
