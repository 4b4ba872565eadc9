import { type ChainId, FRAME_ERROR_MESSAGES } from '@kit/frame-protocol'
import type { ChainConfig, SecureConfig, SolanaChainConfig } from '../config/secureConfigSchema.js'
import { badRequest } from '../http/httpError.js'

/** `31337`, `'31337'`, `'0x7a69'` or `'eip155:31337'` → 31337; anything else → null. */
export function toEvmChainId(chainId: ChainId | undefined): number | null {
  if (chainId === undefined) return null
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : null
  const value = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId
  const parsed = /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : /^\d+$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null
}

/** The configured chain for `chainId` and the RPC URL to use (given one must be configured for it). */
export function resolveChain(config: SecureConfig, chainId: ChainId | undefined, rpcUrl: string | undefined): { chain: ChainConfig; rpcUrl: string } {
  const id = toEvmChainId(chainId) ?? config.chains[0]?.id
  const chain = config.chains.find((candidate) => candidate.id === id)
  if (!chain) throw badRequest(FRAME_ERROR_MESSAGES.chainNotSupported, 4902)
  const normalize = (url: string): string => url.replace(/\/+$/, '')
  if (rpcUrl !== undefined && !chain.rpcUrls.some((allowed) => normalize(allowed) === normalize(rpcUrl))) {
    throw badRequest('This RPC URL is not allowed for the chain', 4902)
  }
  return { chain, rpcUrl: rpcUrl ?? (chain.rpcUrls[0] as string) }
}

/**
 * The configured Solana cluster for `chainId` (`solana:<ref>`, the bare reference or the genesis
 * hash; default the first) and the RPC URL to use (a given one must be configured for it).
 */
export function resolveSolanaChain(
  config: SecureConfig,
  chainId: ChainId | undefined,
  rpcUrl: string | undefined,
): { chain: SolanaChainConfig; rpcUrl: string } {
  // A full genesis hash names the same cluster as its first 32 characters (CAIP-2).
  const id =
    chainId === undefined
      ? config.solanaChains[0]?.id
      : `solana:${String(chainId)
          .replace(/^solana:/, '')
          .slice(0, 32)}`
  const chain = config.solanaChains.find((candidate) => candidate.id === id)
  if (!chain) throw badRequest(FRAME_ERROR_MESSAGES.chainNotSupported, 4902)
  const normalize = (url: string): string => url.replace(/\/+$/, '')
  if (rpcUrl !== undefined && !chain.rpcUrls.some((allowed) => normalize(allowed) === normalize(rpcUrl))) {
    throw badRequest('This RPC URL is not allowed for the chain', 4902)
  }
  return { chain, rpcUrl: rpcUrl ?? (chain.rpcUrls[0] as string) }
}
