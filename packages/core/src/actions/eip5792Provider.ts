import type { CallsStatus, SendCallsReturnType, WalletCapabilitiesRecord } from '../adapters/calls.js'
import type { Connector, ConnectorSendCallsParameters } from '../adapters/contract.js'

type Eip1193 = { request(arguments_: { method: string; params?: unknown }): Promise<unknown> }
type RawReceipt = {
  blockHash: string
  blockNumber: string
  gasUsed: string
  status: string
  transactionHash: string
  logs?: CallsStatus['receipts'][number]['logs']
}
type RawStatus = {
  id?: string
  atomic?: boolean
  chainId?: string
  status: number
  receipts?: RawReceipt[]
  version?: string
  capabilities?: Record<string, unknown>
}

const hexNumber = (value: string | undefined): number => (value ? Number(BigInt(value)) : 0)

/**
 * EIP-5792 straight over the EIP-1193 provider of an eip155 connector that has no such capability
 * of its own (the embedded wallet: its frame answers `wallet_sendCalls`, atomically from a smart
 * account, one call at a time from an EOA, and says which in `atomic`). Results in viem's shapes.
 */
export async function providerOf(connector: Connector): Promise<Eip1193 | undefined> {
  if (connector.namespace !== 'eip155') return undefined
  const provider = (await connector.getProvider()) as Partial<Eip1193> | undefined
  return typeof provider?.request === 'function' ? (provider as Eip1193) : undefined
}

export async function providerGetCapabilities(provider: Eip1193, address: string): Promise<WalletCapabilitiesRecord> {
  const raw = (await provider.request({ method: 'wallet_getCapabilities', params: [address] })) as Record<string, WalletCapabilitiesRecord[number]>
  return Object.fromEntries(Object.entries(raw ?? {}).map(([chainId, capabilities]) => [hexNumber(chainId), capabilities]))
}

export async function providerSendCalls(
  provider: Eip1193,
  { address, networkId, calls, forceAtomic, capabilities }: ConnectorSendCallsParameters,
): Promise<SendCallsReturnType> {
  const result = await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        from: address,
        chainId: `0x${BigInt(networkId.split(':')[1] ?? '0').toString(16)}`,
        atomicRequired: forceAtomic ?? false,
        calls: calls.map(({ to, data, value }) => ({ to, ...(data ? { data } : {}), ...(value !== undefined ? { value: `0x${value.toString(16)}` } : {}) })),
        ...(capabilities ? { capabilities } : {}),
      },
    ],
  })
  return typeof result === 'string' ? { id: result } : (result as SendCallsReturnType)
}

export async function providerGetCallsStatus(provider: Eip1193, id: string): Promise<CallsStatus> {
  const raw = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as RawStatus
  const code = raw.status
  return {
    id: raw.id ?? id,
    atomic: raw.atomic ?? false,
    chainId: hexNumber(raw.chainId),
    receipts: (raw.receipts ?? []).map((receipt) => ({
      blockHash: receipt.blockHash,
      blockNumber: BigInt(receipt.blockNumber),
      gasUsed: BigInt(receipt.gasUsed),
      status: receipt.status === '0x1' ? 'success' : 'reverted',
      transactionHash: receipt.transactionHash,
      logs: receipt.logs ?? [],
    })),
    status: code >= 100 && code < 200 ? 'pending' : code >= 200 && code < 300 ? 'success' : code >= 300 && code < 700 ? 'failure' : undefined,
    statusCode: code,
    version: raw.version ?? '2.0.0',
    ...(raw.capabilities ? { capabilities: raw.capabilities } : {}),
  }
}
