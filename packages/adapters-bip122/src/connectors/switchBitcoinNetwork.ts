import { type CaipNetworkId, UnrecognizedChainError } from '@kit/core'
import type { BitcoinAccount, BitcoinWallet } from '../types.js'
import { isBitcoinAddress } from '../utils/address.js'
import type { BitcoinAccountState } from './bitcoinAccountState.js'
import { callWallet } from './callWallet.js'

export type SwitchBitcoinNetworkParameters = { wallet: BitcoinWallet; state: BitcoinAccountState; name: string; networkId: CaipNetworkId }

/**
 * Moves the wallet to `networkId` (when it can switch) and takes its addresses there. Throws
 * UnrecognizedChainError when the wallet does not support the network or has no address on it.
 */
export async function switchBitcoinNetwork({ wallet, state, name, networkId }: SwitchBitcoinNetworkParameters): Promise<void> {
  const declared = wallet.getNetworkIds()
  if (!wallet.switchNetwork && declared.length && !declared.includes(networkId))
    throw new UnrecognizedChainError({ details: `${name} does not support ${networkId}` })
  if (wallet.switchNetwork) await callWallet(() => wallet.switchNetwork!({ networkId }))
  let found: readonly BitcoinAccount[] = await callWallet(() => wallet.getAccounts({ networkId }))
  if (!found.length) found = await callWallet(() => wallet.connect({ networkId }))
  const usable = found.filter((account) => isBitcoinAddress(account.address, networkId))
  if (!usable.length) throw new UnrecognizedChainError({ details: `${name} has no address on ${networkId}` })
  state.set(usable, networkId)
}
