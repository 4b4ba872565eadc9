import type { SignedMessageResult } from '@kit/core'
import { toSolanaWalletError } from '../errors/toSolanaWalletError.js'
import type { GetSolanaConnection, SolanaSendOptions } from '../types.js'
import { encodeBase58 } from '../utils/base58.js'
import { walletChainFor } from '../utils/solanaChains.js'
import type { WalletStandardAccess } from './walletStandardAccess.js'

const utf8 = new TextEncoder()

/** Runs a wallet call; what it throws becomes the matching named wallet error (rejection 4001, …). */
export async function callWallet<value>(run: () => Promise<value>): Promise<value> {
  try {
    return await run()
  } catch (error) {
    throw toSolanaWalletError(error)
  }
}

/** The send options a wallet or node takes, without the unset ones. */
function sendOptions(options: SolanaSendOptions) {
  return {
    ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
    ...(options.preflightCommitment ? { preflightCommitment: options.preflightCommitment } : {}),
    ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
    ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
  }
}

/** The signing calls of a Wallet Standard Solana connector (`solana:signMessage`, `signTransaction`, `signAndSendTransaction`). */
export function createWalletStandardSigning(access: WalletStandardAccess, getConnection: GetSolanaConnection) {
  async function signTransactions({ address, transactions }: { address: string; transactions: readonly Uint8Array[] }) {
    const account = access.findAccount(address)
    const feature = access.requireFeature('solana:signTransaction')
    const chain = walletChainFor(access.chainsOf(account), access.currentNetwork().caipNetworkId)
    const outputs = await callWallet(() => feature.signTransaction(...transactions.map((transaction) => ({ account, transaction, chain }))))
    if (outputs.length !== transactions.length || outputs.some((output) => !(output?.signedTransaction instanceof Uint8Array)))
      throw toSolanaWalletError(new Error('The wallet returned no signed transaction'))
    return outputs.map((output) => output.signedTransaction)
  }

  /** Through the wallet's `solana:signAndSendTransaction`, else signed by the wallet and sent to the cluster here. */
  async function signAndSendTransaction({
    address,
    transaction,
    options = {},
  }: {
    address: string
    transaction: Uint8Array
    options?: SolanaSendOptions | undefined
  }) {
    const account = access.findAccount(address)
    const network = access.currentNetwork()
    const sendFeature = access.features()['solana:signAndSendTransaction']
    if (sendFeature) {
      const chain = walletChainFor(access.chainsOf(account), network.caipNetworkId)
      const [output] = await callWallet(() => sendFeature.signAndSendTransaction({ account, transaction, chain, options: sendOptions(options) }))
      if (!(output?.signature instanceof Uint8Array)) throw toSolanaWalletError(new Error('The wallet returned no signature'))
      return encodeBase58(output.signature)
    }
    const [signed] = await signTransactions({ address, transactions: [transaction] })
    const connection = await getConnection(network)
    return connection.sendRawTransaction(signed!, sendOptions(options))
  }

  /**
   * `solana:signMessage` of the message's UTF-8. The Wallet Standard output's `signedMessage` is
   * "Message bytes that were signed. The wallet may prefix or otherwise modify the message
   * before signing it." (SolanaSignMessageOutput, @solana/wallet-standard-features,
   * https://github.com/anza-xyz/wallet-standard/blob/master/packages/core/features/src/signMessage.ts):
   * the signature covers those bytes, so they are returned with it. A wallet that leaves it out
   * (it is required) is taken to have signed the message itself.
   */
  async function signMessageBytes({ message, address }: { message: string; address: string }): Promise<SignedMessageResult> {
    const account = access.findAccount(address)
    const feature = access.requireFeature('solana:signMessage')
    const bytes = utf8.encode(message)
    const [output] = await callWallet(() => feature.signMessage({ account, message: bytes }))
    if (!(output?.signature instanceof Uint8Array)) throw toSolanaWalletError(new Error('The wallet returned no signature'))
    const signedMessage = output.signedMessage
    if (signedMessage !== undefined && !(signedMessage instanceof Uint8Array))
      throw toSolanaWalletError(new Error('The wallet returned a signed message that is not bytes'))
    return { signature: encodeBase58(output.signature), signedMessage: signedMessage ?? bytes }
  }

  return { signTransactions, signAndSendTransaction, signMessageBytes }
}
