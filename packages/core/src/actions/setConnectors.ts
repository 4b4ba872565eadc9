import { ref } from 'valtio/vanilla'
import type { Connector } from '../adapters/contract.js'
import type { Kit } from '../kit.js'
import type { Namespace } from '../types.js'

/** Stores what an adapter discovered; connectors are class-like objects, so kept out of proxying. */
export function setConnectors(kit: Kit, { namespace, connectors }: { namespace: Namespace; connectors: readonly Connector[] }) {
  kit._internal.state.connectors.byNamespace[namespace] = ref([...connectors])
}
