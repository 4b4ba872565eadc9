import { type ProfileName, registerProfileName } from '../api/profileNames.js'
import { NameError } from '../errors/names.js'
import type { Kit } from '../kit.js'
import { chainIdToCoinType, createNameMessage, DEFAULT_NAME_SUFFIX, nameLabel, nameProblem } from '../names/nameRules.js'
import { emitEvent } from './emitEvent.js'
import { accountEventContext } from './eventContext.js'
import { fetchIdentity } from './fetchIdentity.js'
import { signMessage } from './walletRequests.js'

export type RegisterNameParameters = { name: string }

/**
 * Registers a name for the connected EVM account (docs/rules/states.md, docs/rules/validation.md and docs/rules/calls.md): checks the name rules,
 * has the wallet sign `{ name, attributes: {}, timestamp }`, sends it to the Kit API with the
 * ENSIP-11 coin type of the active network, then refreshes the identity so the account shows the
 * name. Failures throw NameError with the docs/rules/errors.md text ('Address or auth connector not
 * found', 'Network not found', 'Error registering name {name}') and leave `names.status` 'error'.
 */
export async function registerName(kit: Kit, { name }: RegisterNameParameters): Promise<ProfileName> {
  const slice = kit._internal.state.names
  const label = nameLabel(name)
  const full = `${label ?? name}${DEFAULT_NAME_SUFFIX}`
  const isSmartAccount = accountEventContext(kit, 'eip155').isSmartAccount
  const fail = (error: NameError): never => {
    slice.status = 'error'
    slice.error = error.shortMessage
    emitEvent(kit, 'REGISTER_NAME_ERROR', { isSmartAccount, ensName: full, error: error.details || error.shortMessage })
    throw error
  }
  slice.status = 'registering'
  slice.name = full
  slice.error = undefined
  emitEvent(kit, 'REGISTER_NAME_INITIATED', { isSmartAccount, ensName: full })
  const evm = kit._internal.state.chains.namespaces.eip155
  const address = evm?.account.status === 'connected' ? evm.account.address : undefined
  if (!address || !evm?.account.connectorId) return fail(new NameError('Address or auth connector not found'))
  const network = kit.networks.find((candidate) => candidate.caipNetworkId === evm.networkId)
  if (!network) return fail(new NameError('Network not found'))
  const reason = nameProblem(name)
  if (reason) return fail(new NameError(`Error registering name ${full}`, { details: reason }))
  if (!kit.api) return fail(new NameError(`Error registering name ${full}`, { details: 'No Kit API configured (apiUrl)' }))
  try {
    const message = createNameMessage(full)
    const signature = await signMessage(kit, { message, namespace: 'eip155' })
    const registered = await registerProfileName(kit.api, { coin_type: chainIdToCoinType(Number(network.id)), address, message, signature })
    slice.status = 'registered'
    slice.name = registered.name
    emitEvent(kit, 'REGISTER_NAME_SUCCESS', { isSmartAccount, ensName: registered.name })
    await fetchIdentity(kit, { address, force: true })
    return registered
  } catch (error) {
    return fail(new NameError(`Error registering name ${full}`, { cause: error, details: error instanceof Error ? error.message : undefined }))
  }
}
