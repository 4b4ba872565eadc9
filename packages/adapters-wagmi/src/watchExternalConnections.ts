import type { Config } from 'wagmi'

/**
 * Reports the connector id of each connection wagmi gains (an app's own `connect` through wagmi's
 * `useConnect`, or the modal's own, which the kit recognises as its attempt), so the kit adopts
 * it. Connections wagmi already has when this starts are the kit's reconnect's to restore.
 */
export function watchExternalConnections(config: Config, onConnect: (connectorId: string) => void): () => void {
  return config.subscribe(
    (state) => state.connections,
    (connections, previous) => {
      for (const [uid, connection] of connections) if (!previous.has(uid)) onConnect(connection.connector.id)
    },
  )
}
