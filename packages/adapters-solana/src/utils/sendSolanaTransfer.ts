import { InvalidAddressError, isSolanaAddress } from '@kit/core'
import type { Connection } from '@solana/web3.js'
import { InvalidTransferAmountError } from '../errors/token.js'
import type { SolanaConnector, SolanaSendOptions } from '../types.js'

export type SendSolanaTransferParameters = {
  /** Signs and sends the built transaction (the connected Solana connector). */
  connector: Pick<SolanaConnector, 'signAndSendTransaction'>
  /** The cluster's connection (read for the blockhash and, for SPL, the mint). */
  getConnection: () => Promise<Connection>
  /** The sender's wallet address (fee payer). */
  from: string
  /** The receiver's wallet address. */
  to: string
  /** Lamports for SOL, base units for an SPL token. */
  amount: bigint
  /** The SPL mint; left out for a native SOL transfer. */
  mint?: string | undefined
  /** The mint's decimals; read from the mint when left out. */
  decimals?: number | undefined
  options?: SolanaSendOptions | undefined
}

/**
 * The one Solana send path: checks the addresses (and, for SPL, a positive amount), builds a
 * native `SystemProgram.transfer` or an SPL `TransferChecked` (creating the receiver's token
 * account when missing) and has the wallet sign and send it. Resolves with the signature. The
 * transaction builders (web3.js) load here, on the first send, not with the page.
 */
export async function sendSolanaTransfer({
  connector,
  getConnection,
  from,
  to,
  amount,
  mint,
  decimals,
  options,
}: SendSolanaTransferParameters): Promise<string> {
  if (!isSolanaAddress(to)) throw new InvalidAddressError({ address: to, namespace: 'solana' })
  if (mint !== undefined) {
    if (!isSolanaAddress(mint)) throw new InvalidAddressError({ address: mint, namespace: 'solana' })
    if (amount <= 0n) throw new InvalidTransferAmountError({ amount })
    const [connection, { createSplTransferTransaction }] = await Promise.all([getConnection(), import('./createSplTransferTransaction.js')])
    const transaction = await createSplTransferTransaction({ connection, from, to, mint, amount, decimals })
    return connector.signAndSendTransaction({ address: from, transaction, options })
  }
  const [connection, { createTransferTransaction }] = await Promise.all([getConnection(), import('./createTransferTransaction.js')])
  const transaction = await createTransferTransaction({ connection, from, to, lamports: amount })
  return connector.signAndSendTransaction({ address: from, transaction, options })
}
