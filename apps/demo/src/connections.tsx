import { useAppKitConnections } from '@kit/react'

/** useAppKitConnections: the live wallets (multi-wallet), `connectorId:status:address` each. */
export default function Connections() {
  const { connections } = useAppKitConnections()
  return (
    <span data-testid="demo-connections">
      {connections.map((connection) => `${connection.connectorId}:${connection.status}:${connection.accounts[0]?.address ?? ''}`).join(' ') || '—'}
    </span>
  )
}
