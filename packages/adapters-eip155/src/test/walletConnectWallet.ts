import { createWalletClient, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createTestWallet } from '../../../walletconnect/src/test/createTestWallet.js'
import { testPrivateKey } from './localProvider.js'

export type WalletConnectWalletParameters = {
  relayUrl: string
  /** chain id → RPC URL of the chains the wallet can send on. */
  rpcUrls: Record<number, string>
  chains?: readonly string[]
}

/**
 * A real WalletKit wallet (from @kit/walletconnect's tests) that signs with anvil's first account
 * and sends transactions to the chain the request names. `reject(method)` makes it refuse one.
 */
export async function createWalletConnectWallet({ relayUrl, rpcUrls, chains }: WalletConnectWalletParameters) {
  const account = privateKeyToAccount(testPrivateKey)
  const refused = new Set<string>()
  const wallet = await createTestWallet({
    relayUrl,
    accounts: [account.address],
    chains,
    async answer({ method, params, chainId }) {
      if (refused.has(method)) throw { code: 4001, message: 'User rejected the request.' }
      const list = params as unknown[]
      if (method === 'personal_sign') return account.signMessage({ message: { raw: list[0] as Hex } })
      if (method === 'wallet_switchEthereumChain') return null
      if (method === 'eth_sendTransaction') {
        const id = Number(chainId.split(':')[1])
        const client = createWalletClient({ account, transport: http(rpcUrls[id]) })
        const request = list[0] as { to: Hex; value?: Hex; data?: Hex }
        return client.sendTransaction({
          chain: null,
          to: request.to,
          value: request.value ? BigInt(request.value) : 0n,
          ...(request.data ? { data: request.data } : {}),
        })
      }
      throw { code: 4200, message: `unsupported ${method}` }
    },
  })
  return {
    ...wallet,
    address: account.address,
    reject(method: string, refuse = true) {
      if (refuse) refused.add(method)
      else refused.delete(method)
    },
  }
}
