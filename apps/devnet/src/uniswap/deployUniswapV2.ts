import { type Address, getAddress, type PublicClient, type WalletClient } from 'viem'
import { DEVNET_DEPLOYER } from '../devnetAccounts.js'
import { DeploymentMismatchError } from '../setupErrors.js'
import { DEVNET_UNISWAP } from './devnetUniswap.js'
import { loadUniswapArtifacts, type UniswapArtifact } from './uniswapArtifacts.js'

interface Clients {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
}

async function deploy(
  { publicClient, walletClient }: Clients,
  artifact: UniswapArtifact,
  args: readonly unknown[],
  nonce: number,
  expected: Address,
  label: string,
): Promise<void> {
  const hash = await walletClient.deployContract({ account: DEVNET_DEPLOYER, chain: null, abi: artifact.abi, bytecode: artifact.bytecode, args, nonce })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
  if (receipt.status !== 'success' || deployed !== expected) {
    throw new DeploymentMismatchError(`Uniswap V2 ${label} deployed at ${deployed ?? 'nowhere'}, expected ${expected}`)
  }
}

/**
 * Deploys WETH9, UniswapV2Factory and UniswapV2Router02 from account 0 at the nonces of
 * {@link DEVNET_UNISWAP} (the deployer must be at nonce 3) and asserts their addresses.
 */
export async function deployUniswapV2(clients: Clients): Promise<void> {
  const artifacts = loadUniswapArtifacts()
  const { deployNonces: nonces } = DEVNET_UNISWAP
  await deploy(clients, artifacts.weth, [], nonces.weth, DEVNET_UNISWAP.weth, 'WETH9')
  await deploy(clients, artifacts.factory, [DEVNET_DEPLOYER], nonces.factory, DEVNET_UNISWAP.factory, 'factory')
  await deploy(clients, artifacts.router, [DEVNET_UNISWAP.factory, DEVNET_UNISWAP.weth], nonces.router, DEVNET_UNISWAP.router, 'router02')
}
