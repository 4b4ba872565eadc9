import { concat, createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { entryPointBytecode } from '../contracts/entryPoint.js'
import { simple7702AccountBytecode } from '../contracts/simple7702Account.js'
import { DeploymentMismatchError } from '../setupErrors.js'
import {
  ACCOUNT_ABSTRACTION_DEPLOYER,
  ACCOUNT_ABSTRACTION_SALT,
  DETERMINISTIC_DEPLOYER,
  DETERMINISTIC_DEPLOYER_CODE,
  DEVNET_ACCOUNT_ABSTRACTION,
} from './devnetAccountAbstraction.js'
import { installCanonicalEntryPoint } from './installCanonicalEntryPoint.js'

/**
 * Deploys {@link DEVNET_ACCOUNT_ABSTRACTION} (EntryPoint v0.8, Simple7702Account) through the
 * CREATE2 deployer on a chain, and the EntryPoint's copy at the canonical address; throws if a contract has no code at its constant afterwards.
 * Idempotent: a contract already there is left alone.
 */
export async function deployAccountAbstraction(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ transport, pollingInterval: 20 })
  const walletClient = createWalletClient({ account: ACCOUNT_ABSTRACTION_DEPLOYER, transport })
  const anvil = (method: string, params: readonly unknown[]) => publicClient.request({ method: method as 'eth_chainId', params: params as never })

  if (((await publicClient.getCode({ address: DETERMINISTIC_DEPLOYER })) ?? '0x') === '0x')
    await anvil('anvil_setCode', [DETERMINISTIC_DEPLOYER, DETERMINISTIC_DEPLOYER_CODE])
  await anvil('anvil_setBalance', [ACCOUNT_ABSTRACTION_DEPLOYER, `0x${parseEther('10').toString(16)}`])
  await anvil('anvil_impersonateAccount', [ACCOUNT_ABSTRACTION_DEPLOYER])
  try {
    const deployments: readonly [string, Hex, Hex][] = [
      ['EntryPoint', entryPointBytecode, DEVNET_ACCOUNT_ABSTRACTION.entryPoint],
      ['Simple7702Account', simple7702AccountBytecode, DEVNET_ACCOUNT_ABSTRACTION.simple7702Account],
    ]
    for (const [name, bytecode, address] of deployments) {
      if (((await publicClient.getCode({ address })) ?? '0x') !== '0x') continue
      const hash = await walletClient.sendTransaction({
        chain: null,
        to: DETERMINISTIC_DEPLOYER,
        data: concat([ACCOUNT_ABSTRACTION_SALT, bytecode]),
        gas: 16_000_000n,
      })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      const code = await publicClient.getCode({ address })
      if (receipt.status !== 'success' || !code || code === '0x')
        throw new DeploymentMismatchError(`${name} was not deployed at ${address} on ${rpcUrl} (tx ${hash}, ${receipt.status})`)
    }
  } finally {
    await anvil('anvil_stopImpersonatingAccount', [ACCOUNT_ABSTRACTION_DEPLOYER])
  }
  await installCanonicalEntryPoint(rpcUrl)
}
