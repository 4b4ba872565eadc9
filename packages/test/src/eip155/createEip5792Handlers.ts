import { type Address, createWalletClient, custom, encodeFunctionData, type Hex, isAddress, isAddressEqual, isHex, parseAbi } from 'viem'
import type { MethodHandler, TestWalletContext } from './createTestWalletHandlers.js'
import { parseChainId, toHexChainId } from './parseChainId.js'
import { invalidParams, ProviderRpcError, RPC_ERROR_CODES, userRejected } from './providerRpcError.js'
import { rpcRequest } from './rpcRequest.js'
import type { TestWalletChain } from './testWallet.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/**
 * `Simple7702Account` of `@account-abstraction/contracts` 0.8.0 as the Kit devnet deploys it
 * (CREATE2, the same address on both anvil chains; see apps/devnet README).
 */
export const TEST_WALLET_7702_DELEGATE: Address = '0x26FEBd801561a2a3EF12c0d05B388eb1b8741434'

/** EIP-5792 error codes. */
export const EIP5792_ERROR_CODES = {
  unsupportedCapability: 5700,
  unsupportedChain: 5710,
  duplicateId: 5720,
  unknownBundle: 5730,
  bundleTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

const executeBatchAbi = parseAbi(['function executeBatch((address target, uint256 value, bytes data)[] calls)'])
const MAX_CALLS = 64

interface Batch {
  readonly chain: TestWalletChain
  readonly hash: Hex
}

const first = (params: unknown): unknown => (Array.isArray(params) ? params[0] : undefined)
const delegationCode = (delegate: Address): Hex => `0xef0100${delegate.slice(2).toLowerCase()}`

interface ParsedCall {
  readonly target: Address
  readonly value: bigint
  readonly data: Hex
}

function parseCalls(calls: unknown): ParsedCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw invalidParams('calls must be a non-empty array')
  if (calls.length > MAX_CALLS) throw new ProviderRpcError(EIP5792_ERROR_CODES.bundleTooLarge, `At most ${MAX_CALLS} calls per batch`)
  return calls.map((call: unknown, index) => {
    const { to, data, value } = (call ?? {}) as { to?: unknown; data?: unknown; value?: unknown }
    if (typeof to !== 'string' || !isAddress(to, { strict: false })) throw invalidParams(`calls[${index}].to is not an address`)
    if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data))) throw invalidParams(`calls[${index}].data is not hex`)
    if (value !== undefined && value !== null && (typeof value !== 'string' || !isHex(value))) throw invalidParams(`calls[${index}].value is not hex`)
    return { target: to as Address, data: (data ?? '0x') as Hex, value: value ? BigInt(value as Hex) : 0n }
  })
}

const codeAt = async (chain: TestWalletChain, address: Address): Promise<string> =>
  String((await rpcRequest(chain.rpcUrl, 'eth_getCode', [address, 'latest'])) ?? '0x').toLowerCase()

type SendCallsRequest = { from?: unknown; chainId?: unknown; calls?: unknown; id?: unknown; capabilities?: unknown; atomicRequired?: unknown }

/** `wallet_getCapabilities`: atomic 'supported' once delegated, 'ready' where the delegate is deployed, else 'unsupported'. */
async function capabilities(ctx: TestWalletContext, delegate: Address, assetDiscovery: boolean, params: unknown) {
  const [address, chainIds] = Array.isArray(params) ? params : []
  const account = ctx.account()
  if (typeof address === 'string' && (!isAddress(address, { strict: false }) || !isAddressEqual(address as Address, account.address)))
    throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, `Not authorized for address ${address}.`)
  const wanted = Array.isArray(chainIds) ? chainIds.map(parseChainId) : undefined
  const chains = ctx.chains().filter((chain) => !wanted || wanted.includes(chain.chainId))
  const entries = await Promise.all(
    chains.map(async (chain) => {
      const [own, implementation] = await Promise.all([codeAt(chain, account.address), codeAt(chain, delegate)]).catch(() => ['0x', '0x'])
      const status = own === delegationCode(delegate) ? 'supported' : implementation !== '0x' ? 'ready' : 'unsupported'
      // ERC-7811: `wallet_getAssets` answers for every chain of the wallet.
      return [toHexChainId(chain.chainId), { atomic: { status }, ...(assetDiscovery ? { assetDiscovery: { supported: true } } : {}) }] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** The `wallet_sendCalls` refusals, in the order a wallet checks them: authorisation, chain, calls, capabilities, id, delegate, the user. */
async function checkSendCalls(
  ctx: TestWalletContext,
  delegate: Address,
  request: SendCallsRequest,
  batches: ReadonlyMap<string, Batch>,
): Promise<{ chain: TestWalletChain; calls: ParsedCall[] }> {
  if (!ctx.isAuthorized()) throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, 'Not authorized: call eth_requestAccounts first.')
  const account = ctx.account()
  if (
    request.from !== undefined &&
    (typeof request.from !== 'string' || !isAddress(request.from, { strict: false }) || !isAddressEqual(request.from as Address, account.address))
  )
    throw new ProviderRpcError(RPC_ERROR_CODES.unauthorized, `Not authorized for address ${String(request.from)}.`)
  const chain = ctx.chain()
  if (parseChainId(request.chainId) !== chain.chainId)
    throw new ProviderRpcError(EIP5792_ERROR_CODES.unsupportedChain, `The wallet is on chain ${chain.chainId}, not ${String(request.chainId)}`)
  const calls = parseCalls(request.calls)
  if (request.capabilities && typeof request.capabilities === 'object') {
    const required = Object.entries(request.capabilities).find(([, value]) => !(value as { optional?: unknown } | null)?.optional)
    if (required) throw new ProviderRpcError(EIP5792_ERROR_CODES.unsupportedCapability, `Unsupported capability ${required[0]}`)
  }
  if (request.id !== undefined && (typeof request.id !== 'string' || batches.has(request.id)))
    throw new ProviderRpcError(EIP5792_ERROR_CODES.duplicateId, `Duplicate or invalid batch id ${String(request.id)}`)
  if ((await codeAt(chain, delegate)) === '0x')
    throw new ProviderRpcError(EIP5792_ERROR_CODES.atomicityNotSupported, `No EIP-7702 delegate (${delegate}) on chain ${chain.chainId}`)
  if (ctx.isRejecting()) throw userRejected('wallet_sendCalls')
  return { chain, calls }
}

/** One transaction to the account itself running `executeBatch`, with the delegation's authorisation the first time. */
async function sendBatch(ctx: TestWalletContext, chain: TestWalletChain, delegate: Address, calls: readonly ParsedCall[]): Promise<Hex> {
  const account = ctx.account()
  const transport = custom({ request: ({ method, params: rpcParams }) => rpcRequest(chain.rpcUrl, method, rpcParams) }, { retryCount: 0 })
  const client = createWalletClient({ account, transport })
  try {
    const delegated = (await codeAt(chain, account.address)) === delegationCode(delegate)
    const authorizationList = delegated ? undefined : [await client.signAuthorization({ contractAddress: delegate, executor: 'self', chainId: chain.chainId })]
    return await client.sendTransaction({
      chain: null,
      to: account.address,
      data: encodeFunctionData({ abi: executeBatchAbi, functionName: 'executeBatch', args: [calls] }),
      ...(authorizationList ? { authorizationList } : {}),
    })
  } catch (error) {
    throw toProviderRpcError(error)
  }
}

type Receipt = { status: Hex; logs: unknown[]; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }

/** `wallet_getCallsStatus` from the batch transaction's receipt: 100 pending, 200 confirmed, 500 reverted. */
async function callsStatus(id: string, { chain, hash }: Batch) {
  const receipt = (await rpcRequest(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) as Receipt | null
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt ?? ({} as Partial<Receipt>)
  return {
    version: '2.0.0',
    id,
    chainId: toHexChainId(chain.chainId),
    atomic: true,
    status: receipt === null ? 100 : receipt.status === '0x1' ? 200 : 500,
    receipts: receipt ? [{ logs, status, blockHash, blockNumber, gasUsed, transactionHash }] : [],
  }
}

/**
 * EIP-5792 for the test wallet, atomic through EIP-7702: `wallet_sendCalls` delegates the account
 * to {@link TEST_WALLET_7702_DELEGATE} (an authorisation signed with the test key, on the first
 * batch) and sends one transaction to itself running `executeBatch`, so the calls land together
 * or not at all. `wallet_getCallsStatus` reads that transaction's receipt from the chain.
 */
export function createEip5792Handlers(
  ctx: TestWalletContext,
  delegate: Address,
  { assetDiscovery = false }: { assetDiscovery?: boolean } = {},
): Readonly<Record<string, MethodHandler>> {
  const batches = new Map<string, Batch>()
  const batchOf = (params: unknown): [string, Batch] => {
    const id = first(params)
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (typeof id !== 'string' || !batch) throw new ProviderRpcError(EIP5792_ERROR_CODES.unknownBundle, `Unknown bundle id ${String(id)}`)
    return [id, batch]
  }
  return {
    wallet_getCapabilities: (params) => capabilities(ctx, delegate, assetDiscovery, params),
    wallet_sendCalls: async (params) => {
      const request = (first(params) ?? {}) as SendCallsRequest
      const { chain, calls } = await checkSendCalls(ctx, delegate, request, batches)
      const hash = await sendBatch(ctx, chain, delegate, calls)
      const id = typeof request.id === 'string' ? request.id : hash
      batches.set(id, { chain, hash })
      return { id }
    },
    wallet_getCallsStatus: (params) => callsStatus(...batchOf(params)),
    wallet_showCallsStatus: (params) => {
      batchOf(params)
      return null
    },
  }
}
