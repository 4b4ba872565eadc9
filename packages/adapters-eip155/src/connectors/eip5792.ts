import { type CaipNetworkId, type CallsStatus, ChainMismatchError, type Connector, type WalletCapabilitiesRecord } from '@kit/core'
import { createWalletClient, custom } from 'viem'
import {
  getCallsStatus as viemGetCallsStatus,
  getCapabilities as viemGetCapabilities,
  sendCalls as viemSendCalls,
  showCallsStatus as viemShowCallsStatus,
} from 'viem/actions'
import type { Eip1193Provider } from '../types.js'

/** Codes and texts by which a wallet says it lacks a method (EIP-1193 4200, JSON-RPC -32601 / -32004). */
function isUnsupportedMethod(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 4200 || code === -32601 || code === -32004) return true
  return typeof message === 'string' && /not supported|does not exist|not available|unsupported method/i.test(message)
}

/**
 * viem's fallback of `sendCalls` (one `eth_sendTransaction` per call, then a batch id viem's
 * `getCallsStatus` reads as `atomic: false`) starts on -32601 and a few wallets' texts, not on
 * EIP-1193's 4200 (what the test wallet, WalletConnect sessions without the method and many
 * injected wallets answer): this provider answers -32601 for those.
 */
function withMethodNotFound(provider: Eip1193Provider): Eip1193Provider {
  return {
    async request(arguments_) {
      try {
        return await provider.request(arguments_)
      } catch (error) {
        if (arguments_.method.startsWith('wallet_') && isUnsupportedMethod(error))
          throw Object.assign(new Error(`The method "${arguments_.method}" does not exist / is not available.`), { code: -32601 })
        throw error
      }
    },
  }
}

const chainNumber = (networkId: CaipNetworkId): number => Number(networkId.split(':')[1])

/**
 * The EIP-5792 capabilities of the eip155 connectors, on viem's own wallet actions: `sendCalls` with
 * viem's `experimental_fallback`, so wallets without `wallet_sendCalls` still run the batch, one
 * transaction at a time.
 *
 * This module is a chunk loaded on first use. It names each viem export it uses: an `import('viem')`
 * namespace kept all of viem in the first load of any app that imports viem itself.
 */
export function eip5792Methods(
  provider: Eip1193Provider,
  getNetworkId: () => Promise<CaipNetworkId>,
): Required<Pick<Connector, 'getCapabilities' | 'sendCalls' | 'getCallsStatus' | 'showCallsStatus'>> {
  const client = async (address?: string) => {
    const networkId = await getNetworkId()
    const id = chainNumber(networkId)
    const walletClient = createWalletClient({
      ...(address ? { account: address as `0x${string}` } : {}),
      chain: { id, name: networkId, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } },
      transport: custom(withMethodNotFound(provider) as never, { retryCount: 0 }),
    })
    return { walletClient, chainId: id }
  }
  return {
    async getCapabilities({ address }) {
      const { walletClient, chainId } = await client(address)
      try {
        return (await viemGetCapabilities(walletClient, { account: address as `0x${string}` })) as WalletCapabilitiesRecord
      } catch (error) {
        if (!isUnsupportedMethod(error) && !isUnsupportedMethod((error as { cause?: unknown }).cause)) throw error
        // No EIP-5792: sendCalls still works, one transaction at a time.
        return { [chainId]: { atomic: { status: 'unsupported' } } }
      }
    },
    async sendCalls({ address, networkId, calls, forceAtomic, capabilities }) {
      const { walletClient, chainId } = await client(address)
      if (chainId !== chainNumber(networkId)) throw new ChainMismatchError({ expected: networkId, received: `eip155:${chainId}` })
      return viemSendCalls(walletClient, {
        account: address as `0x${string}`,
        chain: walletClient.chain,
        calls: calls.map((call) => ({ to: call.to as `0x${string}`, data: call.data as `0x${string}` | undefined, value: call.value })),
        forceAtomic: forceAtomic ?? false,
        ...(capabilities ? { capabilities } : {}),
        experimental_fallback: true,
      })
    },
    async getCallsStatus({ id }) {
      const { walletClient } = await client()
      const status = await viemGetCallsStatus(walletClient, { id })
      return { ...status, id: status.id ?? id } as CallsStatus
    },
    async showCallsStatus({ id }) {
      const { walletClient } = await client()
      await viemShowCallsStatus(walletClient, { id })
    },
  }
}
