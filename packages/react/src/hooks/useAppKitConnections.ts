'use client'
import { type Connection, getConnections, getConnectors, type Namespace, watchConnections } from '@kit/core'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { type UseKitParameters, useKitSource } from './useKit.js'

/** AppKit's connection shape: the connector, its accounts, and the wallet's name and icon. */
export type AppKitConnection = {
  connectorId: string
  namespace: Namespace
  accounts: readonly { address: string }[]
  name: string | undefined
  icon: string | undefined
  status: Connection['status']
  auth?: { name: string } | undefined
}

export type UseAppKitConnectionsReturnType = {
  connections: readonly AppKitConnection[]
  /** Connections remembered but not live (stored status `disconnected`). */
  recentConnections: readonly AppKitConnection[]
}

/** The kit's connections as AppKit returns them (name and icon from the connector). */
export function useConnectionList(namespace: Namespace | undefined, parameters: UseKitParameters = {}): readonly AppKitConnection[] {
  const { kit, getServerKit } = useKitSource(parameters)
  const subscribe = useCallback((onChange: () => void) => watchConnections(kit, { onChange: () => onChange() }), [kit])
  const get = useCallback(() => getConnections(kit).connections, [kit])
  const getServer = useCallback(() => getConnections(getServerKit()).connections, [getServerKit])
  const connections = useSyncExternalStore(subscribe, get, getServer)
  return useMemo(() => {
    const connectors = getConnectors(kit)
    return connections
      .filter((connection) => !namespace || connection.namespace === namespace)
      .map((connection) => {
        const connector = connectors.find(
          (item) => item.connector.id === connection.connectorId && item.connector.namespace === connection.namespace,
        )?.connector
        return {
          connectorId: connection.connectorId,
          namespace: connection.namespace,
          accounts: connection.accounts,
          name: connector?.name,
          icon: connector?.icon,
          status: connection.status,
          auth: connection.auth,
        }
      })
  }, [kit, connections, namespace])
}

/** AppKit's `useAppKitConnections(namespace?)`: the live connections (and the remembered ones). */
export function useAppKitConnections(namespace?: Namespace, parameters: UseKitParameters = {}): UseAppKitConnectionsReturnType {
  const list = useConnectionList(namespace, parameters)
  return useMemo(
    () => ({
      connections: list.filter((connection) => connection.status !== 'disconnected'),
      recentConnections: list.filter((connection) => connection.status === 'disconnected'),
    }),
    [list],
  )
}
