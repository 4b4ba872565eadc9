import { getAccount } from '../getters/getAccount.js'
import { getNetwork } from '../getters/getNetwork.js'
import type { Kit } from '../kit.js'

/** A connected wallet on a network outside `networks` (unless AppKit's `allowUnsupportedChain` is on). */
export function isOnUnsupportedChain(kit: Kit): boolean {
  return !kit.options.allowUnsupportedChain && getAccount(kit).isConnected && getNetwork(kit).isSupported === false
}
