import type { Connector as WagmiConnector } from 'wagmi'

/** wagmi's generic `injected()` connector (the legacy `window.ethereum`). */
const genericInjectedId = 'injected'

/**
 * wagmi's connectors without its generic `injected()` one when an EIP-6963 wallet wagmi
 * discovered announced that very provider object: the Connect view then lists the wallet once,
 * by its own name and icon, instead of beside an "Injected" entry for the same `window.ethereum`.
 * A `window.ethereum` no EIP-6963 wallet claims keeps its entry.
 */
export async function withoutDuplicateInjected(connectors: readonly WagmiConnector[]): Promise<readonly WagmiConnector[]> {
  const generic = connectors.find((connector) => connector.id === genericInjectedId)
  const announced = connectors.filter((connector) => connector !== generic && connector.type === 'injected')
  if (!generic || announced.length === 0) return connectors
  const provider = (connector: WagmiConnector) => connector.getProvider().catch(() => undefined)
  const [genericProvider, ...providers] = await Promise.all([generic, ...announced].map(provider))
  if (genericProvider === undefined || !providers.includes(genericProvider)) return connectors
  return connectors.filter((connector) => connector !== generic)
}
