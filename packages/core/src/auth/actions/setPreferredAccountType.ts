import { createRequestId, FRAME_ERROR_CODES } from '@kit/frame-protocol'
import { z } from 'zod/mini'
import { emitEvent } from '../../actions/emitEvent.js'
import { FrameRequestError, NotConnectedToAuthError, type NotConnectedToAuthErrorType } from '../../errors/auth.js'
import {
  SetPreferredAccountTypeError,
  type SetPreferredAccountTypeErrorType,
  SmartAccountNotEnabledError,
  type SmartAccountNotEnabledErrorType,
} from '../../errors/smartAccount.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import { namespaceState } from '../../utils/lookup.js'
import { authConnectorId } from '../authConnector.js'
import { loadAuthClient } from '../loadAuthClient.js'

export type SetPreferredAccountTypeParameters = { type: 'eoa' | 'smartAccount' }
export type SetPreferredAccountTypeErrorTypes = NotConnectedToAuthErrorType | SmartAccountNotEnabledErrorType | SetPreferredAccountTypeErrorType

/** The project's smart-account-enabled networks (CAIP-2): the Kit API's list, else the one the frame reported. */
function smartAccountNetworks(kit: Kit): readonly string[] {
  const fromApi = kit._internal.state.remoteConfig.smartAccountEnabledNetworks
  if (fromApi?.length) return fromApi
  const stored = kit.storage.get(storageKeys.smartAccountNetworks, z.string()) ?? ''
  return stored
    .split(',')
    .filter(Boolean)
    .map((reference) => `eip155:${reference}`)
}

/**
 * Switches the embedded wallet between 'eoa' and 'smartAccount' (docs/rules/entities.md, docs/rules/states.md and docs/rules/calls.md). To
 * smartAccount only from eoa and on a smart-account-enabled network. The user approves the switch
 * (and the EIP-7702 delegation to the audited Simple7702Account it signs) on the secure frame's
 * approval screen, which the modal reveals as ApproveTransaction; `smartAccountDeployed` turns
 * true once the delegation is on chain. Back to eoa removes the delegation on chain (an EIP-7702
 * authorisation to the zero address, approved the same way). Declined or failed:
 * SetPreferredAccountTypeError (saying which); a failed switch to smartAccount leaves eoa, a failed
 * switch to eoa leaves the smart account. Resolves with the type now in force.
 */
export async function setPreferredAccountType(kit: Kit, { type }: SetPreferredAccountTypeParameters): Promise<'eoa' | 'smartAccount'> {
  const { account, networkId } = namespaceState(kit, 'eip155')
  if (account.status !== 'connected' || account.connectorId !== authConnectorId) throw new NotConnectedToAuthError()
  const current = account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  if (type === current) return current
  if (type === 'smartAccount' && (!networkId || !smartAccountNetworks(kit).includes(networkId))) throw new SmartAccountNotEnabledError({ networkId })
  const client = await loadAuthClient(kit)
  const id = createRequestId()
  try {
    // The user decides on the frame's approval screen, as long as it takes: no timeout.
    await client.transport.request('SET_PREFERRED_ACCOUNT', { type }, { id, timeout: false })
  } catch (cause) {
    // docs/rules/states.md: a failed switch to smartAccount falls back to eoa.
    const fallback = type === 'smartAccount' ? 'eoa' : current
    account.preferredAccountType = fallback
    kit.storage.set(storageKeys.preferredAccountType, fallback)
    const declined = cause instanceof FrameRequestError && cause.code === FRAME_ERROR_CODES.userRejected ? type : undefined
    throw new SetPreferredAccountTypeError({ cause, declined, target: type })
  } finally {
    if (kit._internal.state.auth.approval?.requestId === id) client.hideFrame()
  }
  // The frame's user now carries the type and whether the delegation is on chain.
  const user = await client.getUser({ networkId })
  const accountType = user.preferredAccountType ?? 'eoa'
  kit.storage.set(storageKeys.preferredAccountType, accountType)
  emitEvent(kit, 'SET_PREFERRED_ACCOUNT_TYPE', { accountType, network: networkId ?? '' })
  return accountType
}
