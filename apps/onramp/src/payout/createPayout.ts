import {
  BaseError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  parseTransaction,
  TransactionReceiptNotFoundError,
} from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { assetContract, type PayoutChain, type PurchaseAsset } from '../pricing/assets.js'

export interface PayoutRequest {
  readonly chain: PayoutChain
  readonly asset: PurchaseAsset
  readonly to: Hex
  readonly units: bigint
}

/**
 * What the chain says of a stored payout: mined (`success` or `reverted`), `dropped` (its nonce
 * went to another transaction, so it can never be mined), `rejected` (the node refused it: it is
 * nowhere), or `pending` (sent, not mined yet).
 */
export type PayoutState = 'success' | 'reverted' | 'dropped' | 'rejected' | 'pending'

/**
 * The transfer cannot be made as asked: the treasury holds less than it must send
 * (`provider_unfunded`), or the transfer reverts at the destination (`destination_refused`).
 */
export class PayoutRefusedError extends Error {
  override name = 'PayoutRefusedError'
  constructor(
    message: string,
    readonly reason: 'destination_refused' | 'provider_unfunded',
  ) {
    super(message)
  }
}

export interface Payout {
  readonly treasury: Hex
  /** Signs the transfer with the treasury's next nonce on that chain; nothing is sent. */
  sign(request: PayoutRequest): Promise<{ rawTx: Hex; txHash: Hex }>
  /**
   * Signs the transfer, hands it to `persist` (which stores it) and, only when that stored it,
   * broadcasts it, all in the chain's queue: the next payout's nonce counts this one. A failed
   * broadcast is left to {@link Payout.check}.
   */
  submit(request: PayoutRequest, persist: (signed: { rawTx: Hex; txHash: Hex }) => Promise<boolean>): Promise<{ rawTx: Hex; txHash: Hex } | undefined>
  /**
   * Looks the stored transaction up on the chain and, only when it is neither mined nor
   * replaced, (re)broadcasts it and waits up to `confirmMs` for its receipt. Never signs anything new.
   */
  check(chain: PayoutChain, rawTx: Hex, confirmMs: number): Promise<PayoutState>
  /** Replaces a stuck transaction by a 0-value transfer to the treasury with the same nonce (higher fees). */
  cancel(chain: PayoutChain, rawTx: Hex): Promise<void>
}

const REFUSED = /execution reverted|revert|insufficient funds|exceeds balance|intrinsic gas too low/i
const isRefusal = (error: unknown): boolean =>
  error instanceof BaseError ? REFUSED.test(`${error.shortMessage} ${error.details ?? ''}`) : REFUSED.test(String(error))

type Reader = ReturnType<typeof createPublicClient>
type ChainClients = ReturnType<typeof chainClients>

/** One wallet and one reader per chain, and one queue per chain (signing and broadcasting in order, one nonce each). */
function chainClients(account: PrivateKeyAccount) {
  const queues = new Map<number, Promise<unknown>>()
  const clients = new Map<number, { wallet: ReturnType<typeof createWalletClient>; public: Reader }>()
  return {
    of(chain: PayoutChain) {
      let pair = clients.get(chain.chainId)
      if (!pair) {
        const transport = http(chain.rpcUrl, { retryCount: 1, timeout: 10_000 })
        pair = { wallet: createWalletClient({ account, transport }), public: createPublicClient({ transport }) }
        clients.set(chain.chainId, pair)
      }
      return pair
    },
    serial<T>(chainId: number, task: () => Promise<T>): Promise<T> {
      const next = (queues.get(chainId) ?? Promise.resolve()).then(task, task)
      queues.set(
        chainId,
        next.catch(() => undefined),
      )
      return next
    },
  }
}

/** Signs the transfer with the treasury's next nonce, after checking the treasury holds what it must send. */
async function signTransfer(clients: ChainClients, account: PrivateKeyAccount, request: PayoutRequest): Promise<{ rawTx: Hex; txHash: Hex }> {
  const { wallet, public: reader } = clients.of(request.chain)
  const token = assetContract(request.asset, request.chain)
  const call = token
    ? { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [request.to, request.units] }), value: 0n }
    : { to: request.to, value: request.units }
  const held = token
    ? await reader.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    : await reader.getBalance({ address: account.address })
  if (held < request.units) throw new PayoutRefusedError(`The treasury holds ${held} of the ${request.units} units to send`, 'provider_unfunded')
  const [nonce, fees, gas] = await Promise.all([
    reader.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    reader.estimateFeesPerGas(),
    reader.estimateGas({ account: account.address, ...call }).catch((error: unknown) => {
      if (isRefusal(error)) throw new PayoutRefusedError(error instanceof BaseError ? error.shortMessage : String(error), 'destination_refused')
      throw error
    }),
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
}

/** What the chain says of a stored payout (see {@link PayoutState}); re-broadcasts it only when neither mined nor replaced. */
async function checkStored(reader: Reader, treasury: Hex, rawTx: Hex, confirmMs: number): Promise<PayoutState> {
  const hash = keccak256(rawTx)
  const nonce = parseTransaction(rawTx).nonce ?? 0
  // The mined nonce first, then the receipt: a transaction mined between the two reads shows as mined.
  const minedNonce = await reader.getTransactionCount({ address: treasury, blockTag: 'latest' })
  const known = await reader.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined
    throw error
  })
  if (known) return known.status
  if (minedNonce > nonce) return 'dropped'
  try {
    await reader.sendRawTransaction({ serializedTransaction: rawTx })
  } catch (error) {
    // Sent before a restart: the node already has it (or mined it); the receipt tells.
    if (!/already known|nonce too low|already imported/i.test(String(error))) {
      if (isRefusal(error)) return 'rejected'
      throw error
    }
  }
  try {
    return (await reader.waitForTransactionReceipt({ hash, timeout: confirmMs, pollingInterval: 100 })).status
  } catch {
    return 'pending'
  }
}

/**
 * Pays out from the treasury key with viem. Signing and broadcasting are serialized per chain
 * (one nonce each); the signed transaction is stored before it is sent, and every later look at it
 * starts on the chain (the treasury's mined nonce, then the receipt) so a restart never pays twice.
 */
export function createPayout(treasuryKey: Hex): Payout {
  const account = privateKeyToAccount(treasuryKey)
  const clients = chainClients(account)
  return {
    treasury: account.address,
    sign: (request) => clients.serial(request.chain.chainId, () => signTransfer(clients, account, request)),
    submit: (request, persist) =>
      clients.serial(request.chain.chainId, async () => {
        const signed = await signTransfer(clients, account, request)
        if (!(await persist(signed))) return undefined
        await clients
          .of(request.chain)
          .public.sendRawTransaction({ serializedTransaction: signed.rawTx })
          .catch(() => undefined)
        return signed
      }),
    check: (chain, rawTx, confirmMs) => checkStored(clients.of(chain).public, account.address, rawTx, confirmMs),
    cancel: (chain, rawTx) =>
      clients.serial(chain.chainId, async () => {
        const { wallet, public: reader } = clients.of(chain)
        const stuck = parseTransaction(rawTx)
        const bump = (value: bigint | undefined) => (value ?? 1_000_000_000n) * 2n + 1n
        const replacement = await wallet.signTransaction({
          account,
          chain: null,
          chainId: chain.chainId,
          nonce: stuck.nonce ?? 0,
          gas: 21_000n,
          maxFeePerGas: bump(stuck.maxFeePerGas),
          maxPriorityFeePerGas: bump(stuck.maxPriorityFeePerGas),
          type: 'eip1559',
          to: account.address,
          value: 0n,
        })
        await reader.sendRawTransaction({ serializedTransaction: replacement }).catch(() => undefined)
      }),
  }
}
