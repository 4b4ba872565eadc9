import { type Kit, sendTransaction, type WalletRequestErrorType } from '@kit/core'
import { encodeErc20Transfer } from '../utils/encodeErc20Transfer.js'

export type SendErc20Parameters = {
  /** The token contract. */
  token: `0x${string}`
  /** The receiver. */
  to: `0x${string}`
  /** In the token's smallest unit (`parseUnits('5', 6)` for 5 USDC). */
  amount: bigint
}
export type SendErc20ReturnType = `0x${string}`
export type SendErc20ErrorType = WalletRequestErrorType

/**
 * Sends an ERC-20 `transfer(to, amount)` from the connected eip155 account and resolves with the
 * transaction hash (the wallet signs and broadcasts it). For a checked send with balance and
 * receiver validation, use core's `sendToken`, which builds the same call.
 *
 * @example
 * const hash = await sendErc20(kit, { token: usdc, to: '0x…', amount: parseUnits('5', 6) })
 */
export async function sendErc20(kit: Kit, { token, to, amount }: SendErc20Parameters): Promise<SendErc20ReturnType> {
  const data = encodeErc20Transfer({ to, amount })
  return (await sendTransaction(kit, { namespace: 'eip155', to: token, value: 0n, data })) as SendErc20ReturnType
}
