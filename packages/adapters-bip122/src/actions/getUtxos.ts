import { type CaipNetworkId, ConnectorNotConnectedError, getAccount, type Kit } from '@kit/core'
import type { EsploraUtxo } from '../esplora/createEsploraClient.js'
import { getEsploraClient } from './getEsploraClient.js'

export type GetUtxosParameters = {
  /** Default: the connected payment address. */
  address?: string | undefined
  networkId?: CaipNetworkId | undefined
  fetchFn?: typeof fetch | undefined
}
export type GetUtxosReturnType = EsploraUtxo[]

/**
 * The unspent outputs of an address (Esplora `GET /address/:a/utxo`, mempool included).
 *
 * @example
 * const utxos = await getUtxos(kit)
 */
export async function getUtxos(kit: Kit, { address, networkId, fetchFn }: GetUtxosParameters = {}): Promise<GetUtxosReturnType> {
  const target = address ?? getAccount(kit, { namespace: 'bip122' }).address
  if (!target) throw new ConnectorNotConnectedError({ namespace: 'bip122' })
  return getEsploraClient(kit, { networkId, fetchFn }).getUtxos(target)
}
