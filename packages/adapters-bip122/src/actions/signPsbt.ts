import type { ConnectorNotConnectedErrorType, Kit, WalletErrorType } from '@kit/core'
import type { BitcoinSignPsbtParameters, BitcoinSignPsbtReturnType } from '../types.js'
import { getBitcoinConnector } from './getBitcoinConnector.js'

export type SignPsbtParameters = BitcoinSignPsbtParameters
export type SignPsbtReturnType = BitcoinSignPsbtReturnType
export type SignPsbtErrorType = ConnectorNotConnectedErrorType | WalletErrorType

/**
 * Asks the connected Bitcoin wallet to sign a PSBT (base64): `signInputs` maps each address to the
 * input indexes it signs. A refusal throws UserRejectedRequestError.
 *
 * @example
 * const { psbt } = await signPsbt(kit, { psbt: base64, signInputs: { [address]: [0, 1] } })
 */
export function signPsbt(kit: Kit, parameters: SignPsbtParameters): Promise<SignPsbtReturnType> {
  return getBitcoinConnector(kit).signPsbt(parameters)
}
