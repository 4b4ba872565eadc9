'use client'
import { disconnect, getAccount, type Namespace, switchConnection } from '@kit/core'
import { useMemo, useState } from 'react'
import { type AppKitConnection, useConnectionList } from './useAppKitConnections.js'
import { type UseKitParameters, useKit } from './useKit.js'

export type UseAppKitConnectionParameters = UseKitParameters & {
  namespace?: Namespace | undefined
  onSuccess?: ((parameters: { address: string | undefined; namespace: Namespace; connectorId: string }) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitConnectionReturnType = {
  /** The active connection of the namespace, if any. */
  connection: AppKitConnection | undefined
  isPending: boolean
  /**
   * Makes another connection or account active. With the multi-wallet feature off it raises
   * 'Multi-wallet not enabled' (reported through `onError`).
   */
  switchConnection(parameters: { connection: AppKitConnection; address?: string | undefined }): Promise<void>
  /** Disconnects that connection. */
  deleteConnection(parameters: { address?: string | undefined; connectorId: string }): Promise<void>
}

/** AppKit's `useAppKitConnection`: the active connection of a namespace, switching and removing connections. */
export function useAppKitConnection(parameters: UseAppKitConnectionParameters = {}): UseAppKitConnectionReturnType {
  const kit = useKit(parameters)
  const namespace = parameters.namespace ?? getAccount(kit).namespace
  const list = useConnectionList(namespace, parameters)
  const [isPending, setPending] = useState(false)
  const { onSuccess, onError } = parameters
  return useMemo(
    () => ({
      connection: list.find((connection) => connection.status === 'active'),
      isPending,
      async switchConnection({ connection, address }) {
        setPending(true)
        try {
          await switchConnection(kit, { namespace: connection.namespace, connectorId: connection.connectorId, address })
          onSuccess?.({
            address: getAccount(kit, { namespace: connection.namespace }).address,
            namespace: connection.namespace,
            connectorId: connection.connectorId,
          })
        } catch (error) {
          onError?.(error as Error)
        } finally {
          setPending(false)
        }
      },
      async deleteConnection({ connectorId }) {
        const connection = list.find((candidate) => candidate.connectorId === connectorId)
        if (connection) await disconnect(kit, { namespace: connection.namespace, connectorId })
      },
    }),
    [kit, list, isPending, onSuccess, onError],
  )
}
