import { type Address, createPublicClient, defineChain, type Hex, http, type PrivateKeyAccount } from 'viem'
import { createBundlerClient, toSimple7702SmartAccount } from 'viem/account-abstraction'
import { proxyRpc } from '../rpc/proxyRpc.js'

export interface UserOperationCall {
  readonly to: Address
  readonly value: bigint
  readonly data: Hex
}

/**
 * Sends a smart account's batch as one ERC-4337 user operation (EntryPoint v0.8, the account
 * delegated to Simple7702Account by EIP-7702, signed with the user's key) through the chain's
 * bundler with `eth_sendUserOperation`; the account pays the gas from its own balance (no
 * paymaster). Returns the user operation hash. viem's account-abstraction module builds,
 * estimates (through the bundler) and signs it.
 */
export async function sendUserOperation(parameters: {
  account: PrivateKeyAccount
  chainId: number
  rpcUrl: string
  bundlerUrl: string
  delegate: Address
  calls: readonly UserOperationCall[]
}): Promise<Hex> {
  const { account, chainId, rpcUrl, bundlerUrl, delegate, calls } = parameters
  const chain = defineChain({
    id: chainId,
    name: `eip155:${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl, { timeout: 10_000, retryCount: 0 }) })
  const smartAccount = await toSimple7702SmartAccount({ client, owner: account, implementation: delegate })
  const bundler = createBundlerClient({ client, account: smartAccount, chain, transport: http(bundlerUrl, { timeout: 10_000, retryCount: 0 }) })
  return bundler.sendUserOperation({ calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data })) })
}

export interface UserOperationReceipt {
  readonly success: boolean
  readonly receipt: { status: Hex; logs: unknown[]; blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex }
}

/** `eth_getUserOperationReceipt` from the bundler: null while the operation is not on chain. */
export async function readUserOperationReceipt(bundlerUrl: string, hash: Hex): Promise<UserOperationReceipt | null> {
  return (await proxyRpc(bundlerUrl, 'eth_getUserOperationReceipt', [hash])) as UserOperationReceipt | null
}
