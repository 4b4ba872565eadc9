import type { ConnectorNotConnectedErrorType, Kit } from '@kit/core'
import type { BitcoinAccount } from '../types.js'
import { getBitcoinConnector } from './getBitcoinConnector.js'

export type GetBitcoinAccountsReturnType = readonly BitcoinAccount[]
export type GetBitcoinAccountsErrorType = ConnectorNotConnectedErrorType

/**
 * The connected wallet's Bitcoin addresses with purpose (payment first, then ordinals), address
 * type and public key.
 *
 * @example
 * const ordinals = getBitcoinAccounts(kit).find((account) => account.purpose === 'ordinals')
 */
export function getBitcoinAccounts(kit: Kit): GetBitcoinAccountsReturnType {
  return getBitcoinConnector(kit).getBitcoinAccounts()
}
