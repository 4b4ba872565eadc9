import type { ConnectorCapabilityNotSupportedErrorType, ConnectorNotConnectedErrorType, InvalidAddressErrorType, Kit, WalletErrorType } from '@kit/core'
import type { InvalidTokenMintErrorType, InvalidTransferAmountErrorType } from '../errors/token.js'
import type { SolanaSendOptions } from '../types.js'
import { sendSolanaTransfer } from '../utils/sendSolanaTransfer.js'
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
export async function sendSplToken(kit: Kit, { mint, to, amount, decimals, options }: SendSplTokenParameters): Promise<SendSplTokenReturnType> {
  const { connector, address, network } = getSolanaConnector(kit, 'sendSplToken')
  return sendSolanaTransfer({
    connector,
    getConnection: () => getConnection(kit, { networkId: network.caipNetworkId }),
    from: address,
    to,
    amount,
    mint,
    decimals,
    options,
  })
}
