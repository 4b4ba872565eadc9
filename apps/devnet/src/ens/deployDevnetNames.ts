import { type Address, createPublicClient, createWalletClient, getAddress, type Hash, type Hex, http, labelhash, namehash, parseAbi } from 'viem'
import { kitUniversalResolverAbi, kitUniversalResolverBytecode } from '../contracts/kitUniversalResolver.js'
import { DeploymentMismatchError, SetupTransactionError } from '../setupErrors.js'
import { DEVNET_NAMES, devnetNamesGatewayUrl } from './devnetNames.js'
import { loadEnsArtifacts } from './ensArtifacts.js'

const registryAbi = parseAbi([
  'function setSubnodeOwner(bytes32 node, bytes32 label, address owner) returns (bytes32)',
  'function setSubnodeRecord(bytes32 node, bytes32 label, address owner, address resolver, uint64 ttl)',
])

/**
 * Deploys {@link DEVNET_NAMES} on a fresh chain: the ENS registry, the offchain resolver (gateway
 * `gatewayUrl`, signer {@link DEVNET_NAMES.gatewaySigner}) and the universal resolver, then
 * gives `id` to the deployer and points `kit.id`, `reown.id`, `wcn.id` and `reverse` at the
 * offchain resolver. Throws if an address differs from its constant.
 */
export async function deployDevnetNames(rpcUrl: string, gatewayUrl: string = devnetNamesGatewayUrl()): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport, pollingInterval: 20 })
  const deployer = DEVNET_NAMES.deployer as Address
  const walletClient = createWalletClient({ account: deployer, transport })
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [deployer, '0x56bc75e2d63100000'] as never })
  await publicClient.request({ method: 'anvil_impersonateAccount' as never, params: [deployer] as never })
  const artifacts = loadEnsArtifacts()

  const deploy = async (what: string, expected: string, nonce: number, send: () => Promise<Hash>): Promise<void> => {
    const receipt = await publicClient.waitForTransactionReceipt({ hash: await send() })
    const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
    if (receipt.status !== 'success' || deployed !== getAddress(expected)) {
      throw new DeploymentMismatchError(`${what} (deployer nonce ${nonce}) deployed at ${deployed ?? 'nowhere'} on ${rpcUrl}, expected ${expected}`)
    }
  }
  await deploy('ENSRegistry', DEVNET_NAMES.registry, 0, () =>
    walletClient.deployContract({ chain: null, abi: artifacts.registry.abi, bytecode: artifacts.registry.bytecode, nonce: 0 }),
  )
  await deploy('OffchainResolver', DEVNET_NAMES.offchainResolver, 1, () =>
    walletClient.deployContract({
      chain: null,
      abi: artifacts.offchainResolver.abi,
      bytecode: artifacts.offchainResolver.bytecode,
      args: [gatewayUrl, [DEVNET_NAMES.gatewaySigner]],
      nonce: 1,
    }),
  )
  await deploy('KitUniversalResolver', DEVNET_NAMES.universalResolver, 2, () =>
    walletClient.deployContract({ chain: null, abi: kitUniversalResolverAbi, bytecode: kitUniversalResolverBytecode, args: [DEVNET_NAMES.registry], nonce: 2 }),
  )

  const registry = DEVNET_NAMES.registry as Address
  const hashes: Hash[] = [
    await walletClient.writeContract({
      chain: null,
      address: registry,
      abi: registryAbi,
      functionName: 'setSubnodeOwner',
      args: [namehash(''), labelhash('id'), deployer],
    }),
  ]
  for (const zone of DEVNET_NAMES.zones) {
    const [label, ...parent] = zone.split('.') as [string, ...string[]]
    hashes.push(
      await walletClient.writeContract({
        chain: null,
        address: registry,
        abi: registryAbi,
        functionName: 'setSubnodeRecord',
        args: [namehash(parent.join('.')) as Hex, labelhash(label), deployer, DEVNET_NAMES.offchainResolver as Address, 0n],
      }),
    )
  }
  for (const hash of hashes) {
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new SetupTransactionError(`ENS registry setup transaction ${hash} reverted on ${rpcUrl}`)
  }
  await publicClient.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [deployer] as never })
}
