import type { FakeWalletConnectWallet } from '../walletconnect/createFakeWalletConnect.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { SolanaTestWallet } from './solanaTestWallet.js'

type FeatureMethods = Record<string, (...inputs: unknown[]) => Promise<unknown>>

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'))

/**
 * The Solana test wallet behind `createFakeWalletConnect`: it approves the proposed chains with
 * its address and answers Reown's Solana methods (base58 messages and signatures, base64
 * transactions) with its Wallet Standard features. `signatureOnly` answers
 * `solana_signTransaction` with the signature alone, as older wallets do.
 */
export function solanaWalletConnectWallet(wallet: SolanaTestWallet, { signatureOnly = false } = {}): FakeWalletConnectWallet {
  const feature = (name: string) => wallet.part.features[name]!.methods as unknown as FeatureMethods
  const account = () => ({ address: wallet.getAddress() })
  return {
    namespace: 'solana',
    async approve(proposed) {
      await wallet.part.connect({})
      const chains = [...(proposed?.chains ?? [])]
      return { chains, accounts: chains.map((chain) => `${chain}:${wallet.getAddress()}`) }
    },
    methods: {
      async solana_signMessage(params) {
        const [output] = (await feature('solana:signMessage').signMessage!({ account: account(), message: decodeBase58(params.message as string) })) as {
          signature: Uint8Array
        }[]
        return { signature: encodeBase58(output!.signature) }
      },
      async solana_signTransaction(params) {
        const [output] = (await feature('solana:signTransaction').signTransaction!({
          account: account(),
          transaction: fromBase64(params.transaction as string),
        })) as { signedTransaction: Uint8Array }[]
        if (!signatureOnly) return { transaction: toBase64(output!.signedTransaction) }
        // Older wallets: only the signature (the first signature slot, after its 1-byte count).
        return { signature: encodeBase58(output!.signedTransaction.slice(1, 65)) }
      },
      async solana_signAllTransactions(params) {
        const outputs = (await feature('solana:signTransaction').signTransaction!(
          ...(params.transactions as string[]).map((transaction) => ({ account: account(), transaction: fromBase64(transaction) })),
        )) as { signedTransaction: Uint8Array }[]
        return { transactions: outputs.map((output) => toBase64(output.signedTransaction)) }
      },
      async solana_signAndSendTransaction(params) {
        const [output] = (await feature('solana:signAndSendTransaction').signAndSendTransaction!({
          account: account(),
          transaction: fromBase64(params.transaction as string),
          chain: 'solana:devnet',
          options: params.sendOptions,
        })) as { signature: Uint8Array }[]
        return { signature: encodeBase58(output!.signature) }
      },
    },
  }
}
