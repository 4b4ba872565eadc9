import type { ConnectorAccountNotFoundErrorType, ConnectorNotConnectedErrorType, Kit, WalletErrorType } from '@kit/core'
import { ConnectorAccountNotFoundError } from '@kit/core'
import { getBitcoinConnector } from './getBitcoinConnector.js'

export type SignBitcoinMessageParameters = {
  message: string
  /** One of the connected addresses (e.g. the ordinals one); default: the payment address. */
  address?: string | undefined
}
export type SignBitcoinMessageReturnType = string
export type SignBitcoinMessageErrorType = ConnectorNotConnectedErrorType | ConnectorAccountNotFoundErrorType | WalletErrorType

/**
 * Signs a message with a chosen address of the connected Bitcoin wallet (BIP-322 for segwit and
 * taproot); resolves with the base64 signature. Core's `signMessage` does the same with the
 * payment address.
 *
 * @example
 * const ordinals = getBitcoinAccounts(kit).find((account) => account.purpose === 'ordinals')
 * const signature = await signBitcoinMessage(kit, { message: 'hello', address: ordinals.address })
 */
export function signBitcoinMessage(kit: Kit, { message, address }: SignBitcoinMessageParameters): Promise<SignBitcoinMessageReturnType> {
  const connector = getBitcoinConnector(kit)
  const accounts = connector.getBitcoinAccounts()
  const signer = address ?? accounts[0]?.address
  if (!signer || !accounts.some((account) => account.address === signer)) throw new ConnectorAccountNotFoundError({ address: signer ?? '' })
  return connector.signMessage({ message, address: signer })
}
