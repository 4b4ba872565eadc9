import { getAccount } from '../getters/getAccount.js'
import type { Kit } from '../kit.js'
import { loadSiwxConfig } from '../siwx/loadSiwxConfig.js'
import { signSiwxMessage } from '../siwx/signSiwxMessage.js'
import { NoActiveCaipAddressError, SiwxNotEnabledError } from '../siwx/siwxErrors.js'
import { SIWX_LAST_NETWORK_KEY, splitCaipAddress, toSessionSnapshot } from '../siwx/siwxSession.js'
import type { SIWXSession } from '../siwx/types.js'
import { emitEvent } from './emitEvent.js'

export type SignInErrorType = SiwxNotEnabledError | NoActiveCaipAddressError | Error

/** docs/rules/errors.md: the text shown in SIWXSignMessage after a failed sign-in. */
export const SIWX_ERROR_MESSAGE = 'Error signing message'

/**
 * Signs in with the connected wallet (docs/rules/states.md): the configuration writes the message, the
 * wallet signs it (the embedded wallet on its secure frame), the configuration adds the session; then the status is `signed` and
 * SIWX_AUTH_SUCCESS is tracked. A failure sets 'Error signing message', tracks SIWX_AUTH_ERROR and
 * rethrows. 'SIWX is not enabled' without a configuration, 'No ActiveCaipAddress found' without
 * a connected account.
 */
export async function signIn(kit: Kit): Promise<SIWXSession> {
  const config = await loadSiwxConfig(kit)
  if (!config) throw new SiwxNotEnabledError()
  const account = getAccount(kit)
  if (!account.isConnected) throw new NoActiveCaipAddressError()
  const state = kit._internal.state.siwx
  const { chainId, address } = splitCaipAddress(account.caipAddress)
  Object.assign(state, { status: 'signing', caipAddress: account.caipAddress, error: undefined })
  try {
    const created = await config.createMessage({ accountAddress: address, chainId })
    // The embedded wallet signs on its secure frame, after consent there (signSiwxMessage).
    const session = await signSiwxMessage(kit, { created, namespace: account.namespace, connectorId: account.connectorId })
    await config.addSession(session)
    if (state.caipAddress === account.caipAddress) Object.assign(state, { status: 'signed', session: toSessionSnapshot(session) })
    kit.storage.set(SIWX_LAST_NETWORK_KEY, chainId)
    emitEvent(kit, 'SIWX_AUTH_SUCCESS', { namespace: account.namespace, network: chainId, isSmartAccount: account.preferredAccountType === 'smartAccount' })
    return session
  } catch (error) {
    if (state.caipAddress === account.caipAddress) Object.assign(state, { status: 'error', error: SIWX_ERROR_MESSAGE })
    emitEvent(kit, 'SIWX_AUTH_ERROR', {
      namespace: account.namespace,
      network: chainId,
      isSmartAccount: account.preferredAccountType === 'smartAccount',
      message: error instanceof Error ? error.message : String(error),
    })
    throw error
  }
}
