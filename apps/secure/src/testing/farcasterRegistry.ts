import { encodeAbiParameters, keccak256, numberToHex, pad } from 'viem'

// A minimal Farcaster IdRegistry for a local anvil (chain id 10) at the registry's real address
// (0x00000000Fc6c5F01Fc30151999387Bb99A9f489b), so `@farcaster/auth-client`'s own `idOf(address)`
// call goes over real JSON-RPC. Its `idOf(address)` reads the mapping at storage slot 0.
export const ID_REGISTRY = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'
// PUSH1 4 CALLDATALOAD PUSH1 0 MSTORE PUSH1 0 PUSH1 32 MSTORE PUSH1 64 PUSH1 0 SHA3 SLOAD PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN
const ID_OF_RUNTIME = '0x600435600052600060205260406000205460005260206000f3'

export interface LocalIdRegistry {
  /** Registers `fid` to `custody` (idOf[custody] = fid). */
  register(custody: `0x${string}`, fid: number): Promise<void>
}

/** Deploys the registry's code on the anvil at `rpcUrl` (anvil_setCode) and returns its writer. */
export async function deployIdRegistry(rpcUrl: string): Promise<LocalIdRegistry> {
  const rpc = async (method: string, params: unknown[]): Promise<unknown> => {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  await rpc('anvil_setCode', [ID_REGISTRY, ID_OF_RUNTIME])
  return {
    async register(custody, fid) {
      const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [custody, 0n]))
      await rpc('anvil_setStorageAt', [ID_REGISTRY, slot, pad(numberToHex(fid), { size: 32 })])
    },
  }
}
