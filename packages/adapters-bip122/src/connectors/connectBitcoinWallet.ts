import type { CaipNetworkId } from '@kit/core'
import { InvalidWalletResponseError } from '../errors/bitcoin.js'
import type { BitcoinAccount, BitcoinWallet } from '../types.js'
import { isBitcoinAddress } from '../utils/address.js'
import type { BitcoinAccountState } from './bitcoinAccountState.js'
import { callWallet } from './callWallet.js'

export type ConnectBitcoinWalletParameters = {
  wallet: BitcoinWallet
  state: BitcoinAccountState
  /** The network the kit wants (else the stored one, else the first configured). */
  wanted: CaipNetworkId | undefined
  signal?: AbortSignal | undefined
}

/**
 * Asks the wallet for its addresses on the kit's network. A wallet that keeps one network at a
 * time is moved to the kit's; a refusal still connects, on the wallet's network. Throws
 * InvalidWalletResponseError when no address fits a network.
 */
export async function connectBitcoinWallet({ wallet, state, wanted, signal }: ConnectBitcoinWalletParameters) {
  const target = state.configured(wanted)?.caipNetworkId ?? state.storedNetwork() ?? state.firstNetwork()
  let found: readonly BitcoinAccount[] = await callWallet(() => wallet.connect({ networkId: target, signal }))
  let walletNetwork = await wallet.getNetworkId()
  if (target && walletNetwork && walletNetwork !== target && wallet.switchNetwork) {
    try {
      await wallet.switchNetwork({ networkId: target })
      walletNetwork = await wallet.getNetworkId()
      found = await callWallet(() => wallet.connect({ networkId: walletNetwork ?? target }))
    } catch {
      // Stay on the wallet's network: the kit shows it as unsupported when it is not configured.
    }
  }
  if (!found.length && target && !walletNetwork) found = await callWallet(() => wallet.connect({ networkId: undefined }))
  const resolved = state.resolveNetwork(found, target, walletNetwork)
  const usable = resolved ? found.filter((account) => isBitcoinAddress(account.address, resolved)) : []
  if (!resolved || !usable.length)
    throw new InvalidWalletResponseError({
      method: 'connect',
      details: `no Bitcoin address for ${resolved ?? 'a configured network'} (got ${JSON.stringify(found.map((account) => account.address))})`,
    })
  state.set(usable, resolved)
  state.markDisconnected(false)
  return { accounts: state.addresses(), networkId: resolved }
}
