import { getAccount } from '../getters/getAccount.js'
import type { Kit } from '../kit.js'
import { lastSignedNetwork } from '../siwx/checkSiwxSession.js'
import { loadSiwxConfig } from '../siwx/loadSiwxConfig.js'
import { SiwxNotEnabledError } from '../siwx/siwxErrors.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Cancels the sign-in (docs/rules/states.md). Not required: the status becomes `dismissed` (the UI
 * closes). Required: back to the last signed-in network if its account still has a session
 * there, otherwise disconnect.
 */
export async function cancelSignIn(kit: Kit): Promise<void> {
  const config = await loadSiwxConfig(kit)
  if (!config) throw new SiwxNotEnabledError()
  const state = kit._internal.state.siwx
  if (!(config.getRequired?.() ?? true)) {
    Object.assign(state, { status: 'dismissed', error: undefined })
    return
  }
  const last = lastSignedNetwork(kit)
  const network = last ? kit.networks.find((candidate) => candidate.caipNetworkId === last) : undefined
  const current = getAccount(kit).caipAddress
  if (network && !current?.startsWith(`${network.caipNetworkId}:`)) {
    const account = getAccount(kit, { namespace: network.chainNamespace })
    const sessions = account.isConnected ? await config.getSessions(network.caipNetworkId, account.address).catch(() => []) : []
    if (sessions.length) {
      try {
        await switchNetwork(kit, { network })
        return
      } catch {
        // The wallet refused the switch: sign-in is still required, so disconnect.
      }
    }
  }
  await disconnect(kit)
}
