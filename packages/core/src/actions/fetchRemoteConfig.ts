import { getConfig } from '../api/getConfig.js'
import type { Kit } from '../kit.js'
import { reportApiError } from './reportApiError.js'

/**
 * Reads the project's remote features (`GET /appkit/v1/config`) into the remote-config slice.
 * They only narrow defaults (see `getFeatures`). A failure keeps the defaults and raises the
 * SPEC section 8 alert of its status (401 'Invalid Project ID', 403 'Origin Not Allowed', …).
 */
export async function fetchRemoteConfig(kit: Kit): Promise<void> {
  const client = kit.api
  if (!client) return
  try {
    const { features } = await getConfig(client)
    kit._internal.state.remoteConfig.features = features
  } catch (error) {
    reportApiError(kit, error, 'Failed to load the project configuration')
  }
}
