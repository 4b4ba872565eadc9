import { getOrigins } from '../api/getOrigins.js'
import type { Kit } from '../kit.js'
import { matchOrigin } from '../utils/matchOrigin.js'
import { raiseAlertOnce, reportApiError } from './reportApiError.js'

/**
 * Checks the page against the project's allowed origins (`GET /projects/v1/origins`, docs/rules
 * sections 5 and 8), as AppKit does at start-up:
 * - no origin configured for the project: 'Unverified Domain' (the API lets every origin
 *   through, but no domain is verified, so the secure frame of the embedded wallet refuses to load);
 * - origins configured, this page's not among them: 'Origin Not Allowed' (the API refuses such a
 *   page itself when it sees its Origin header; a same-origin request or a proxy may hide it);
 * - the API's own refusals raise their alerts (401 'Invalid Project ID', 403 'Origin Not Allowed',
 *   400 on `projectId` 'Project ID Not Configured', 429, 5xx).
 */
export async function checkAllowedOrigins(kit: Kit): Promise<void> {
  const client = kit.api
  if (!client) return
  try {
    const { allowedOrigins } = await getOrigins(client)
    if (allowedOrigins.length === 0) return raiseAlertOnce(kit, 'UNVERIFIED_DOMAIN')
    const origin = kit._internal.environment.origin?.()
    if (origin && !matchOrigin(origin, allowedOrigins)) raiseAlertOnce(kit, 'ORIGIN_NOT_ALLOWED')
  } catch (error) {
    reportApiError(kit, error, 'Failed to load the allowed origins')
  }
}
