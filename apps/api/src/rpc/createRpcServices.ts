import type { ChainConfig } from '../config/apiConfigSchema.js'
import { createRpcService, type RpcService } from './createRpcService.js'

/** Per-attempt timeout of a forwarded call (the kit's own RPC timeout is 10 s). */
const RPC_TIMEOUT_MS = 10_000

/** `POST /v1/rpc` forwarding for each configured chain: `rpcUrl` first, then `rpcUrls`. */
export function createRpcServices(chains: readonly ChainConfig[], log: (message: string) => void): ReadonlyMap<string, RpcService> {
  return new Map(
    chains.map((chain) => [
      chain.id,
      createRpcService({ chainId: chain.id, urls: [...new Set([chain.rpcUrl, ...chain.rpcUrls])], timeoutMs: RPC_TIMEOUT_MS, log }),
    ]),
  )
}
