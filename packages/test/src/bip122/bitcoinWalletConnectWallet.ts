import type { FakeWalletConnectWallet } from '../walletconnect/createFakeWalletConnect.js'
import type { BitcoinTestWallet } from './bitcoinTestWallet.js'

/** A sats-connect refusal (-32000) becomes WalletConnect's user rejection (4001); other codes stay. */
function toWalletError(error: unknown): Error {
  const { code, message } = error as { code?: number; message?: string }
  return Object.assign(new Error(message ?? 'error'), { code: code === -32000 ? 4001 : (code ?? 5000) })
}

/** Runs one answer of the wallet, its failures as WalletConnect errors. */
const answer =
  (run: (params: Record<string, unknown>, chainId: string) => Promise<unknown>) =>
  async (params: Record<string, unknown>, chainId: string): Promise<unknown> => {
    try {
      return await run(params, chainId)
    } catch (error) {
      throw toWalletError(error)
    }
  }

/**
 * The Bitcoin test wallet behind `createFakeWalletConnect`: it approves the proposed networks it
 * has addresses on and answers Reown's bip122 methods (getAccountAddresses, signMessage, signPsbt)
 * through its sats-connect `request`.
 */
export function bitcoinWalletConnectWallet(wallet: BitcoinTestWallet): FakeWalletConnectWallet {
  return {
    namespace: 'bip122',
    async approve(proposed) {
      await wallet.request('getAccounts', {}).catch((error: unknown) => Promise.reject(toWalletError(error)))
      const addresses = wallet.getAllAddresses()
      const chains = (proposed?.chains ?? []).filter((chain) => addresses.some((address) => address.network === chain))
      return {
        chains,
        accounts: addresses.filter((address) => chains.includes(address.network)).map((address) => `${address.network}:${address.address}`),
      }
    },
    methods: {
      getAccountAddresses: answer(async (_params, chainId) =>
        wallet
          .getAllAddresses()
          .filter((address) => address.network === chainId)
          .map(({ address, publicKey, purpose }) => ({ address, publicKey, intention: purpose === 'ordinals' ? 'ordinal' : 'payment' })),
      ),
      signMessage: answer((params) => wallet.request('signMessage', { address: params.address, message: params.message })),
      signPsbt: answer((params, chainId) => {
        const signInputs: Record<string, number[]> = {}
        for (const input of params.signInputs as { address: string; index: number }[]) (signInputs[input.address] ??= []).push(input.index)
        return wallet.request('signPsbt', { psbt: params.psbt, signInputs, network: chainId })
      }),
    },
  }
}
