import { z } from 'zod/mini'
import { NotConnectedToAuthError, type NotConnectedToAuthErrorType } from '../../errors/auth.js'
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

/**
 * Switches the embedded wallet between 'eoa' and 'smartAccount' (SPEC sections 3, 4, 7). To
 * smartAccount only from eoa and on a smart-account-enabled network; the frame delegates the
 * account to the audited Simple7702Account (EIP-7702) and `smartAccountDeployed` turns true once
 * that is on chain. If the frame fails, the type falls back to eoa and SetPreferredAccountTypeError
 * is thrown. Resolves with the account type now in force.
 */
export async function setPreferredAccountType(kit: Kit, { type }: SetPreferredAccountTypeParameters): Promise<'eoa' | 'smartAccount'> {
  const { account, networkId } = namespaceState(kit, 'eip155')
  if (account.status !== 'connected' || account.connectorId !== authConnectorId) throw new NotConnectedToAuthError()
  const current = account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa'
  if (type === current) return current
  if (type === 'smartAccount') {
    const enabled = (kit.storage.get(storageKeys.smartAccountNetworks, z.string()) ?? '').split(',').filter(Boolean)
    if (!enabled.includes(networkId?.split(':')[1] ?? '')) throw new SmartAccountNotEnabledError({ networkId })
  }
  const client = await loadAuthClient(kit)
  try {
    await client.transport.request('SET_PREFERRED_ACCOUNT', { type })
  } catch (cause) {
    account.preferredAccountType = 'eoa'
    kit.storage.set(storageKeys.preferredAccountType, 'eoa')
    throw new SetPreferredAccountTypeError({ cause })
  }
  // The frame's user now carries the type and whether the delegation is on chain.
  const user = await client.getUser({ networkId })
  kit.storage.set(storageKeys.preferredAccountType, user.preferredAccountType ?? 'eoa')
  return user.preferredAccountType ?? 'eoa'
}
