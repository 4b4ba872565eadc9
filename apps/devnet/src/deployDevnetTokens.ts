import { createPublicClient, createWalletClient, getAddress, type Hash, http } from 'viem'
import { testNftAbi, testNftBytecode } from './contracts/testNft.js'
import { testTokenAbi, testTokenBytecode } from './contracts/testToken.js'
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from './devnetAccounts.js'
import { DEVNET_NFT, devnetNftTokenUri } from './devnetNft.js'
import { DEVNET_TOKENS, type DevnetToken } from './devnetTokens.js'
import { DeploymentMismatchError, DevnetNotFreshError, SetupTransactionError } from './setupErrors.js'
import { deployUniswapV2 } from './uniswap/deployUniswapV2.js'
import { seedDevnetPools } from './uniswap/seedDevnetPools.js'

/**
 * Deploys the {@link DEVNET_TOKENS} from account 0 (an unlocked anvil account) on a
 * fresh chain and mints `mintPerAccount` of each to the ten devnet accounts; then deploys the
 * ERC-721 test collection {@link DEVNET_NFT} (nonce 2, after the tokens) and mints its tokens, then
 * Uniswap V2 (nonces 3-5, {@link deployUniswapV2}) with its seeded pools ({@link seedDevnetPools}).
 * Throws if the chain is not fresh or a deployed address differs from its constant.
 */
export async function deployDevnetTokens(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport, pollingInterval: 20 })
  const walletClient = createWalletClient({ account: DEVNET_DEPLOYER, transport })

  const startNonce = await publicClient.getTransactionCount({ address: DEVNET_DEPLOYER })
  if (startNonce !== 0) {
    throw new DevnetNotFreshError(`Devnet at ${rpcUrl} is not fresh (deployer nonce ${startNonce}); token addresses would differ`)
  }

  const tokens: readonly DevnetToken[] = Object.values(DEVNET_TOKENS).sort((a, b) => a.deployNonce - b.deployNonce)
  for (const token of tokens) {
    const hash = await walletClient.deployContract({
      chain: null,
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [token.name, token.symbol, token.decimals],
      nonce: token.deployNonce,
    })
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined
    if (receipt.status !== 'success' || deployed !== token.address) {
      throw new DeploymentMismatchError(`${token.symbol} deployed at ${deployed ?? 'nowhere'} on ${rpcUrl}, expected ${token.address}`)
    }
  }

  const nftHash = await walletClient.deployContract({
    chain: null,
    abi: testNftAbi,
    bytecode: testNftBytecode,
    args: [DEVNET_NFT.name, DEVNET_NFT.symbol],
    nonce: DEVNET_NFT.deployNonce,
  })
  const nftReceipt = await publicClient.waitForTransactionReceipt({ hash: nftHash })
  const nftAddress = nftReceipt.contractAddress ? getAddress(nftReceipt.contractAddress) : undefined
  if (nftReceipt.status !== 'success' || nftAddress !== DEVNET_NFT.address) {
    throw new DeploymentMismatchError(`${DEVNET_NFT.symbol} deployed at ${nftAddress ?? 'nowhere'} on ${rpcUrl}, expected ${DEVNET_NFT.address}`)
  }

  await deployUniswapV2({ publicClient, walletClient })

  const hashes: Hash[] = []
  for (const token of tokens) {
    for (const account of DEVNET_ACCOUNTS) {
      hashes.push(
        await walletClient.writeContract({
          chain: null,
          address: token.address,
          abi: testTokenAbi,
          functionName: 'mint',
          args: [account, token.mintPerAccount * 10n ** BigInt(token.decimals)],
        }),
      )
    }
  }
  for (const token of DEVNET_NFT.tokens) {
    hashes.push(
      await walletClient.writeContract({
        chain: null,
        address: DEVNET_NFT.address,
        abi: testNftAbi,
        functionName: 'mint',
        args: [token.owner, token.tokenId, devnetNftTokenUri(token)],
      }),
    )
  }
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new SetupTransactionError(`Minting failed on ${rpcUrl} (tx ${failed.transactionHash})`)

  await seedDevnetPools({ publicClient, walletClient })
}
