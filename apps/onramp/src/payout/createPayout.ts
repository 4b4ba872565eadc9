import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, type Hex, http, keccak256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { assetContract, type PayoutChain, type PurchaseAsset } from '../pricing/assets.js'

export interface PayoutRequest {
  readonly chain: PayoutChain
  readonly asset: PurchaseAsset
  readonly to: Hex
  readonly units: bigint
}

export interface Payout {
  readonly treasury: Hex
  /** Signs the transfer with the treasury's next nonce on that chain; nothing is sent yet. */
  sign(request: PayoutRequest): Promise<{ rawTx: Hex; txHash: Hex }>
  /** Broadcasts a signed transfer (again, after a restart: the same hash) and waits until it is mined. */
  send(chain: PayoutChain, rawTx: Hex): Promise<'success' | 'reverted'>
}

/**
 * Pays out from the treasury key with viem. Signing is serialized per chain (one nonce each);
 * the signed transaction is stored before it is sent, so a crash in between re-sends the same
 * transaction instead of paying twice.
 */
export function createPayout(treasuryKey: Hex): Payout {
  const account = privateKeyToAccount(treasuryKey)
  const queues = new Map<number, Promise<unknown>>()
  const clients = new Map<number, { wallet: ReturnType<typeof createWalletClient>; public: ReturnType<typeof createPublicClient> }>()
  const clientsOf = (chain: PayoutChain) => {
    let pair = clients.get(chain.chainId)
    if (!pair) {
      const transport = http(chain.rpcUrl, { retryCount: 1, timeout: 10_000 })
      pair = { wallet: createWalletClient({ account, transport }), public: createPublicClient({ transport }) }
      clients.set(chain.chainId, pair)
    }
    return pair
  }
  const serial = <T>(chainId: number, task: () => Promise<T>): Promise<T> => {
    const previous = queues.get(chainId) ?? Promise.resolve()
    const next = previous.then(task, task)
    queues.set(
      chainId,
      next.catch(() => undefined),
    )
    return next
  }
  return {
    treasury: account.address,
    sign: (request) =>
      serial(request.chain.chainId, async () => {
        const { wallet, public: reader } = clientsOf(request.chain)
        const token = assetContract(request.asset, request.chain)
        const call = token
          ? { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.to, request.units] }), value: 0n }
          : { to: request.to, value: request.units }
        const [nonce, fees, gas] = await Promise.all([
          reader.getTransactionCount({ address: account.address, blockTag: 'pending' }),
          reader.estimateFeesPerGas(),
          reader.estimateGas({ account: account.address, ...call }),
        ])
        const rawTx = await wallet.signTransaction({
          account,
          chain: null,
          chainId: request.chain.chainId,
          nonce,
          gas: (gas * 12n) / 10n,
          maxFeePerGas: fees.maxFeePerGas,
          maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
          type: 'eip1559',
          ...call,
        })
        return { rawTx, txHash: keccak256(rawTx) }
      }),
    async send(chain, rawTx) {
      const { public: reader } = clientsOf(chain)
      const hash = keccak256(rawTx)
      const known = await reader.getTransactionReceipt({ hash }).catch(() => undefined)
      if (known) return known.status
      try {
        await reader.sendRawTransaction({ serializedTransaction: rawTx })
      } catch (error) {
        // Sent before a restart: the node already has it (or mined it); the receipt tells.
        if (!/already known|nonce too low/i.test(String(error))) throw error
      }
      const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 60_000, pollingInterval: 250 })
      return receipt.status
    },
  }
}
