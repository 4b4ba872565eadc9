import { createPublicClient, createWalletClient, getAddress, http, type Hash } from 'viem';
import { testTokenAbi, testTokenBytecode } from './contracts/testToken.js';
import { DEVNET_ACCOUNTS, DEVNET_DEPLOYER } from './devnetAccounts.js';
import { DEVNET_TOKENS, type DevnetToken } from './devnetTokens.js';

/**
 * Deploys the {@link DEVNET_TOKENS} from account 0 (an unlocked anvil account) on a
 * fresh chain and mints `mintPerAccount` of each to the ten devnet accounts.
 * Throws if the chain is not fresh or a deployed address differs from its constant.
 */
export async function deployDevnetTokens(rpcUrl: string): Promise<void> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const publicClient = createPublicClient({ transport, pollingInterval: 20 });
  const walletClient = createWalletClient({ account: DEVNET_DEPLOYER, transport });

  const startNonce = await publicClient.getTransactionCount({ address: DEVNET_DEPLOYER });
  if (startNonce !== 0) {
    throw new Error(`Devnet at ${rpcUrl} is not fresh (deployer nonce ${startNonce}); token addresses would differ`);
  }

  const tokens: readonly DevnetToken[] = Object.values(DEVNET_TOKENS).sort((a, b) => a.deployNonce - b.deployNonce);
  for (const token of tokens) {
    const hash = await walletClient.deployContract({
      chain: null,
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [token.name, token.symbol, token.decimals],
      nonce: token.deployNonce,
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const deployed = receipt.contractAddress ? getAddress(receipt.contractAddress) : undefined;
    if (receipt.status !== 'success' || deployed !== token.address) {
      throw new Error(`${token.symbol} deployed at ${deployed ?? 'nowhere'} on ${rpcUrl}, expected ${token.address}`);
    }
  }

  const hashes: Hash[] = [];
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
      );
    }
  }
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })));
  const failed = receipts.find((receipt) => receipt.status !== 'success');
  if (failed) throw new Error(`Minting failed on ${rpcUrl} (tx ${failed.transactionHash})`);
}
