import {
  type ConnectorCapabilityNotSupportedErrorType,
  type ConnectorNotConnectedErrorType,
  InvalidAddressError,
  type InvalidAddressErrorType,
  type Kit,
  type WalletErrorType,
  isSolanaAddress,
} from '@kit/core'
import { InvalidTransferAmountError, type InvalidTokenMintErrorType, type InvalidTransferAmountErrorType } from '../errors/token.js'
import type { SolanaSendOptions } from '../types.js'
import { getConnection } from './getConnection.js'
import { getSolanaConnector } from './getSolanaConnector.js'

export type SendSplTokenParameters = {
  /** The token's mint address. */
  mint: string
  /** The receiver's wallet address (its associated token account is derived, and created if missing). */
  to: string
  /** In base units (e.g. 1_500_000n for 1.5 USDC). */
  amount: bigint
  /** The mint's decimals; read from the mint when left out. */
  decimals?: number | undefined
  options?: SolanaSendOptions | undefined
}
export type SendSplTokenReturnType = string
export type SendSplTokenErrorType =
  | InvalidAddressErrorType
  | InvalidTransferAmountErrorType
  | InvalidTokenMintErrorType
  | ConnectorNotConnectedErrorType
  | ConnectorCapabilityNotSupportedErrorType
  | WalletErrorType

/**
 * Sends an SPL token (Token or Token-2022 program) from the connected solana account's
 * associated token account to the receiver's, creating that one when missing (the sender pays
 * its rent). One transaction, `TransferChecked`; the wallet signs and sends it. Resolves with the
 * signature; `waitForSignature` waits for the confirmation.
 *
 * @example
 * const signature = await sendSplToken(kit, { mint: usdc, to, amount: 1_000_000n })
 * await waitForSignature(kit, { signature })
 */
export async function sendSplToken(
  kit: Kit,
  { mint, to, amount, decimals, options }: SendSplTokenParameters,
): Promise<SendSplTokenReturnType> {
  if (!isSolanaAddress(to)) throw new InvalidAddressError({ address: to, namespace: 'solana' })
  if (!isSolanaAddress(mint)) throw new InvalidAddressError({ address: mint, namespace: 'solana' })
  if (amount <= 0n) throw new InvalidTransferAmountError({ amount })
  const { connector, address, network } = getSolanaConnector(kit, 'sendSplToken')
  const [connection, { createSplTransferTransaction }] = await Promise.all([
    getConnection(kit, { networkId: network.caipNetworkId }),
    import('../utils/createSplTransferTransaction.js'),
  ])
  const transaction = await createSplTransferTransaction({ connection, from: address, to, mint, amount, decimals })
  return connector.signAndSendTransaction({ address, transaction, options })
}
