import { getConfig } from '../api/getConfig.js'
import type { Kit } from '../kit.js'
import { reportApiError } from './reportApiError.js'

/**
 * Reads the project's remote features and smart-account-enabled networks (`GET /appkit/v1/config`)
 * into the remote-config slice.
 * They only narrow defaults (see `getFeatures`). A failure keeps the defaults and raises the
 * docs/rules/errors.md alert of its status (401 'Invalid Project ID', 403 'Origin Not Allowed', …).
 */
export async function fetchRemoteConfig(kit: Kit): Promise<void> {
  const client = kit.api
  if (!client) return
  try {
    const { features, smartAccountEnabledNetworks } = await getConfig(client)
    kit._internal.state.remoteConfig.features = features
    kit._internal.state.remoteConfig.smartAccountEnabledNetworks = smartAccountEnabledNetworks ?? []
  } catch (error) {
    // docs/rules/states.md: when the smart-account networks cannot be read, the list is empty.
    kit._internal.state.remoteConfig.smartAccountEnabledNetworks = []
    reportApiError(kit, error, 'Failed to load the project configuration')
  }
}
