import type { CaipNetworkId, Kit } from '@kit/core'
import { getEsploraClient } from './getEsploraClient.js'

export type GetFeeEstimatesParameters = { networkId?: CaipNetworkId | undefined; fetchFn?: typeof fetch | undefined }
/** Confirmation target in blocks → sat/vB. */
export type GetFeeEstimatesReturnType = Record<string, number>

/**
 * Esplora's fee estimates (`GET /fee-estimates`) for the active (or given) bip122 network.
 *
 * @example
 * const { '1': nextBlock } = await getFeeEstimates(kit)
 */
export function getFeeEstimates(kit: Kit, { networkId, fetchFn }: GetFeeEstimatesParameters = {}): Promise<GetFeeEstimatesReturnType> {
  return getEsploraClient(kit, { networkId, fetchFn }).getFeeEstimates()
}
