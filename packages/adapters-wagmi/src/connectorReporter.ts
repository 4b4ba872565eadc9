import { authConnectorId, type Connector as KitConnector } from '@kit/core'
import type { Config, Connector } from 'wagmi'
import { watchConnectors } from 'wagmi/actions'
import { withoutDuplicateInjected } from './withoutDuplicateInjected.js'

/**
 * The wallets the kit lists from wagmi's connectors: every one but the embedded wallet (the kit's
 * auth connector), reported at once, then again without wagmi's generic injected entry once the
 * providers show it is an announced wallet's (a later report supersedes one still resolving). A
 * connector wagmi has connected stays listed, so the kit can adopt that connection.
 */
export function createConnectorReporter(config: Config, toKit: (connector: Connector) => KitConnector) {
  let onChange: ((connectors: readonly KitConnector[]) => void) | undefined
  let latest = 0
  let sent: readonly Connector[] = []
  const send = (connectors: readonly Connector[]) => {
    sent = connectors
    onChange?.(connectors.map(toKit))
  }
  const report = () => {
    if (!onChange) return
    const current = ++latest
    const listed = config.connectors.filter((connector) => connector.id !== authConnectorId)
    send(listed)
    void withoutDuplicateInjected(listed).then((kept) => {
      const shown = listed.filter((connector) => kept.includes(connector) || config.state.connections.has(connector.uid))
      if (current === latest && shown.length !== listed.length) send(shown)
    })
  }
  return {
    watch(listener: (connectors: readonly KitConnector[]) => void): () => void {
      onChange = listener
      report()
      const unwatch = watchConnectors(config, { onChange: report })
      // A connection ending lets the generic entry it kept listed go again.
      const unwatchConnections = config.subscribe((state) => state.connections.size, report)
      return () => {
        latest = -1
        onChange = undefined
        unwatch()
        unwatchConnections()
      }
    },
    /** Lists a connector the last report left out (an app connected wagmi's generic injected one) before the kit adopts it. */
    ensureListed(connectorId: string): void {
      if (connectorId !== authConnectorId && !sent.some((connector) => connector.id === connectorId)) report()
    },
  }
}
