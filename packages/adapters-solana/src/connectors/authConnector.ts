import type { AuthConnectorBridge, CaipNetwork } from '@kit/core'
import type { Wallet } from '@wallet-standard/base'
import type { GetSolanaConnection, SolanaConnector, SolanaSendOptions } from '../types.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { authBridgeFields } from './authBridgeFields.js'

const utf8 = new TextEncoder()

/** A base58 string field of a frame result ('The wallet returned no …' otherwise). */
function field(result: unknown, name: string): string {
  const value = (result as Record<string, unknown> | null)?.[name]
  if (typeof value !== 'string') throw new Error(`The embedded wallet returned no ${name}`)
  return value
}

/**
 * The embedded wallet (email and social login) as a Solana connector: the user's Solana account on
 * the secure origin, with the docs/rules/calls.md Solana methods (`solana_signMessage`,
 * `solana_signAllTransactions`, `solana_signAndSendTransaction`; base58 on the wire), each
 * approved on the frame's own screen. Native SOL sends build a transfer (web3.js, loaded on the
 * first send) and go through sign-and-send.
 */
export function createSolanaAuthConnector(
  bridge: AuthConnectorBridge,
  { getConnection, currentNetwork }: { getConnection: GetSolanaConnection; currentNetwork: () => Promise<CaipNetwork> },
): SolanaConnector {
  const signTransactions: SolanaConnector['signTransactions'] = async ({ transactions }) => {
    const result = await bridge.request({ method: 'solana_signAllTransactions', params: { transactions: transactions.map(encodeBase58) } })
    const signed = (result as { transactions?: unknown } | null)?.transactions
    if (!Array.isArray(signed) || signed.length !== transactions.length || signed.some((item) => typeof item !== 'string'))
      throw new Error('The embedded wallet returned no signed transactions')
    return signed.map((item) => decodeBase58(item as string))
  }
  const signAndSendTransaction = async ({ transaction, options }: { transaction: Uint8Array; options?: SolanaSendOptions | undefined }) =>
    field(
      await bridge.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: encodeBase58(transaction), ...(options && Object.keys(options).length > 0 ? { options } : {}) },
      }),
      'signature',
    )
  return {
    ...authBridgeFields(bridge),
    // No Wallet Standard wallet behind it: the frame is the wallet.
    getProvider: async () => ({ name: bridge.name, accounts: [], chains: [], features: {}, version: '1.0.0', icon: 'data:,' }) as unknown as Wallet,
    async signMessage({ message, address }) {
      return field(
        await bridge.request({ method: 'solana_signMessage', params: { message: encodeBase58(utf8.encode(message)), pubkey: address } }),
        'signature',
      )
    },
    async sendTransaction({ address, to, value, data }) {
      if (data) throw new Error('The embedded wallet sends SOL transfers only (no data)')
      const network = await currentNetwork()
      const { sendSolanaTransfer } = await import('../utils/sendSolanaTransfer.js')
      return sendSolanaTransfer({ connector: { signAndSendTransaction }, getConnection: () => getConnection(network), from: address, to, amount: value })
    },
    signTransactions,
    signAndSendTransaction,
  }
}
