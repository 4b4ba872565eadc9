import type { Namespace } from '../types.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** A wallet connection (SPEC section 3), with its stored status (SPEC section 4). */
export type Connection = {
  namespace: Namespace
  connectorId: string
  accounts: { address: string }[]
  auth?: { name: string } | undefined
  status: 'connected' | 'active' | 'disconnected'
}

export type ConnectionsState = {
  status: ConnectionStatus
  connections: Connection[]
  /** The last connect failure, for the ConnectingExternal view. */
  error: { connectorId: string; message: string; details: string; rejected: boolean } | undefined
}

export function createConnectionsState(): ConnectionsState {
  return { status: 'disconnected', connections: [], error: undefined }
}
