import type { ConnectorEvent } from '@kit/core'
import type { BitcoinWallet } from '../types.js'
import { isBitcoinAddress } from '../utils/address.js'
import type { BitcoinAccountState } from './bitcoinAccountState.js'

type WalletEvent = Parameters<Parameters<BitcoinWallet['subscribe']>[0]>[0]

/**
 * The connector's `subscribe`: the wallet is followed while someone listens. A disconnect clears
 * the addresses; changed addresses keep those usable on the current network (a change to none
 * usable is ignored); a network change reads the addresses again.
 */
export function followBitcoinWallet(wallet: BitcoinWallet, state: BitcoinAccountState) {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let stopWallet: (() => void) | undefined
  const emit = (event: ConnectorEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  function onWalletEvent(event: WalletEvent) {
    if (event.type === 'disconnect') {
      state.setAccounts([])
      return emit({ type: 'disconnect' })
    }
    if (event.type === 'accountsChanged') {
      const networkId = state.networkId()
      const usable = networkId ? event.accounts.filter((account) => isBitcoinAddress(account.address, networkId)) : event.accounts
      if (event.accounts.length && !usable.length) return
      state.setAccounts(usable)
      return emit({ type: 'change', accounts: state.addresses() })
    }
    state.setNetwork(event.networkId)
    void state.read().then(
      (found) => emit({ type: 'change', networkId: event.networkId, ...(found.length ? { accounts: found.map((account) => account.address) } : {}) }),
      () => emit({ type: 'change', networkId: event.networkId }),
    )
  }

  return {
    emit,
    subscribe(listener: (event: ConnectorEvent) => void) {
      listeners.add(listener)
      if (listeners.size === 1) stopWallet = wallet.subscribe(onWalletEvent)
      return () => {
        listeners.delete(listener)
        if (listeners.size) return
        stopWallet?.()
        stopWallet = undefined
      }
    },
  }
}
