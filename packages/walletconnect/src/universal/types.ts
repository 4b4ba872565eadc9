import type { AdapterContext, Namespace } from '@kit/core'
import type { WalletConnectHandle } from '../types.js'

/** What `universalConnector` (and its lazily loaded session part) works with. */
export type UniversalConnectorParameters = { handle: WalletConnectHandle; namespace: Namespace; context: AdapterContext }
