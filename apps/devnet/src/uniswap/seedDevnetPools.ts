import { type Hash, maxUint256, type PublicClient, parseEther, type WalletClient } from 'viem'
import { testTokenAbi } from '../contracts/testToken.js'
import { DEVNET_DEPLOYER } from '../devnetAccounts.js'
import { DEVNET_TOKENS } from '../devnetTokens.js'
import { SetupDefinitionError, SetupTransactionError } from '../setupErrors.js'
import { DEVNET_UNISWAP } from './devnetUniswap.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'

interface Clients {
  readonly publicClient: PublicClient
  readonly walletClient: WalletClient
}

const decimalsOf = (address: string): number => {
  if (address === DEVNET_UNISWAP.weth) return 18
  const token = Object.values(DEVNET_TOKENS).find((candidate) => candidate.address === address)
  if (!token) throw new SetupDefinitionError(`Unknown devnet token ${address}`)
  return token.decimals
}

const units = (address: string, whole: bigint): bigint => whole * 10n ** BigInt(decimalsOf(address))

async function confirm(publicClient: PublicClient, hashes: readonly Hash[], label: string): Promise<void> {
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  const failed = receipts.find((receipt) => receipt.status !== 'success')
  if (failed) throw new SetupTransactionError(`${label} failed (tx ${failed.transactionHash})`)
}

/**
 * Funds the liquidity account (anvil_setBalance, token mints by the deployer) and adds the
 * {@link DEVNET_UNISWAP} pools through router02 from it (anvil impersonation), so none of the
 * ten funded accounts pays for the liquidity.
 */
export async function seedDevnetPools({ publicClient, walletClient }: Clients): Promise<void> {
  const provider = DEVNET_UNISWAP.liquidityProvider
  const { pools, router, weth } = DEVNET_UNISWAP
  const needs = new Map<string, bigint>()
  for (const pool of pools) {
    needs.set(pool.tokenA, (needs.get(pool.tokenA) ?? 0n) + units(pool.tokenA, pool.amountA))
    needs.set(pool.tokenB, (needs.get(pool.tokenB) ?? 0n) + units(pool.tokenB, pool.amountB))
  }
  const ether = (needs.get(weth) ?? 0n) + parseEther('10')
  await publicClient.request({ method: 'anvil_setBalance' as never, params: [provider, `0x${ether.toString(16)}`] as never })
  await publicClient.request({ method: 'anvil_impersonateAccount' as never, params: [provider] as never })

  const tokens = [...needs.entries()].filter(([address]) => address !== weth)
  const setup: Hash[] = []
  for (const [address, amount] of tokens) {
    setup.push(
      await walletClient.writeContract({
        account: DEVNET_DEPLOYER,
        chain: null,
        address: address as `0x${string}`,
        abi: testTokenAbi,
        functionName: 'mint',
        args: [provider, amount],
      }),
    )
    setup.push(
      await walletClient.writeContract({
        account: provider,
        chain: null,
        address: address as `0x${string}`,
        abi: testTokenAbi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    )
  }
  await confirm(publicClient, setup, 'Funding the liquidity account')

  const block = await publicClient.getBlock()
  const deadline = block.timestamp + 3_600n
  const adds: Hash[] = []
  for (const pool of pools) {
    const amountA = units(pool.tokenA, pool.amountA)
    const amountB = units(pool.tokenB, pool.amountB)
    adds.push(
      pool.tokenA === weth
        ? await walletClient.writeContract({
            account: provider,
            chain: null,
            address: router,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidityETH',
            args: [pool.tokenB, amountB, amountB, amountA, provider, deadline],
            value: amountA,
          })
        : await walletClient.writeContract({
            account: provider,
            chain: null,
            address: router,
            abi: uniswapV2RouterAbi,
            functionName: 'addLiquidity',
            args: [pool.tokenA, pool.tokenB, amountA, amountB, amountA, amountB, provider, deadline],
          }),
    )
  }
  await confirm(publicClient, adds, 'Seeding the Uniswap V2 pools')
  await publicClient.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [provider] as never })
}
