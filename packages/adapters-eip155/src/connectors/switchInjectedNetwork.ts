import { type AdapterContext, type CaipNetwork, type CaipNetworkId, ChainMismatchError, toWalletError, walletErrorCodes } from '@kit/core'
import { InvalidChainIdError } from '../errors/chain.js'
import { numberToHex } from '../utils/hex.js'

/** An EIP-1193 request (`method`, optional `params`). */
export type ProviderRequest = (method: string, params?: readonly unknown[]) => Promise<unknown>

/** 4902 (unrecognized chain), also when a wallet nests it in `data.originalError` or `cause`. */
function isUnrecognizedChain(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false
  const { code, data, cause } = error as { code?: unknown; data?: { originalError?: unknown } | undefined; cause?: unknown }
  if (code === walletErrorCodes.unrecognizedChain || code === String(walletErrorCodes.unrecognizedChain)) return true
  return isUnrecognizedChain(data?.originalError, depth + 1) || isUnrecognizedChain(cause, depth + 1)
}

export type SwitchInjectedNetworkParameters = {
  request: ProviderRequest
  context: AdapterContext
  getNetworkId(): Promise<CaipNetworkId>
  network: CaipNetwork
}

/**
 * `wallet_switchEthereumChain`; a wallet that does not know the chain (4902) is given it with
 * `wallet_addEthereumChain` (the kit's RPC URLs and explorer) and asked again. Wallet errors keep
 * their code; a wallet that says yes but stays elsewhere is ChainMismatchError.
 */
export async function switchInjectedNetwork({ request, context, getNetworkId, network }: SwitchInjectedNetworkParameters): Promise<void> {
  const reference = network.caipNetworkId.split(':')[1] ?? ''
  if (!/^[1-9]\d*$/.test(reference)) throw new InvalidChainIdError({ chainId: reference })
  const chainId = numberToHex(BigInt(reference))
  try {
    await request('wallet_switchEthereumChain', [{ chainId }])
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw toWalletError(error)
    try {
      await request('wallet_addEthereumChain', [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: [...context.getRpcUrls(network)],
          blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
        },
      ])
      await request('wallet_switchEthereumChain', [{ chainId }])
    } catch (addError) {
      throw toWalletError(addError)
    }
  }
  const current = await getNetworkId()
  if (current !== network.caipNetworkId) throw new ChainMismatchError({ expected: network.caipNetworkId, received: current })
}
