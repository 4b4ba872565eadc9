import { type Address, createPublicClient, getContractAddress, http } from 'viem'
import { entryPointAbi } from '../contracts/entryPoint.js'
import { DeploymentMismatchError } from '../setupErrors.js'
import { DEVNET_ACCOUNT_ABSTRACTION } from './devnetAccountAbstraction.js'

const hexBody = (address: Address): string => address.slice(2).toLowerCase()

/**
 * Puts the CREATE2-deployed EntryPoint at the canonical v0.8 address with `anvil_setCode`, as if
 * its constructor had run there. Its immutables are handled: the EIP-712 domain recomputes its
 * separator whenever `address(this)` differs from the cached one (so it signs for the canonical
 * address), and `senderCreator` is swapped for a copy at the address the canonical EntryPoint
 * would have created it at (CREATE, nonce 1), whose `entryPoint` immutable names the canonical
 * address (SenderCreator only obeys its EntryPoint). Idempotent.
 */
export async function installCanonicalEntryPoint(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
  const anvil = (method: string, params: readonly unknown[]) => client.request({ method: method as 'eth_chainId', params: params as never })
  const { entryPoint: deployed, canonicalEntryPoint: canonical } = DEVNET_ACCOUNT_ABSTRACTION
  if (((await client.getCode({ address: canonical })) ?? '0x') !== '0x') return

  const senderCreator = await client.readContract({ address: deployed, abi: entryPointAbi, functionName: 'senderCreator' })
  const canonicalSenderCreator = getContractAddress({ from: canonical, nonce: 1n })
  const [entryPointCode, senderCreatorCode] = await Promise.all([client.getCode({ address: deployed }), client.getCode({ address: senderCreator })])
  if (!entryPointCode || !senderCreatorCode || !senderCreatorCode.includes(hexBody(deployed)) || !entryPointCode.includes(hexBody(senderCreator)))
    throw new DeploymentMismatchError(`EntryPoint at ${deployed} on ${rpcUrl} does not have the expected immutables`)
  await anvil('anvil_setCode', [canonicalSenderCreator, senderCreatorCode.replaceAll(hexBody(deployed), hexBody(canonical))])
  await anvil('anvil_setCode', [canonical, entryPointCode.replaceAll(hexBody(senderCreator), hexBody(canonicalSenderCreator))])
  // A contract's nonce starts at 1; its first CREATE (the SenderCreator above) made it 2.
  await anvil('anvil_setNonce', [canonical, '0x2'])
}
