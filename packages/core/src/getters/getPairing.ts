import type { Kit } from '../kit.js'
import type { Pairing } from '../state/connections.js'
import { select, type WatchParameters, watch } from '../utils/select.js'

export type GetPairingReturnType = Readonly<Pairing> | undefined

/**
 * The pairing URI the connecting connector asked to show (the WalletConnect QR code), or
 * undefined. It is replaced when the connector issues a fresh URI and cleared when the attempt
 * ends or the modal closes.
 */
export function getPairing(kit: Kit): GetPairingReturnType {
  return select(kit, 'pairing', (state) => state.connections.pairing)
}

export function watchPairing(kit: Kit, parameters: WatchParameters<GetPairingReturnType>) {
  return watch(kit, getPairing, parameters)
}
