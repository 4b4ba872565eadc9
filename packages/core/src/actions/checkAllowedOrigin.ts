import { getOrigins } from '../api/getOrigins.js'
import { isOriginAllowed } from '../api/isOriginAllowed.js'
import type { Kit } from '../kit.js'
import { raiseAlertOnce, reportApiError } from './reportApiError.js'

export type CheckAllowedOriginParameters = {
  /** The page's origin; default `location.origin` (nothing is checked without a page). */
  origin?: string | undefined
}

/** `allowed`: the page may use the project; `blocked`: 'Origin Not Allowed' raised; `unknown`: no page or no answer. */
export type CheckAllowedOriginReturnType = 'allowed' | 'blocked' | 'unknown'

/**
 * Reads the project's allowed origins (`GET /projects/v1/origins`) and raises the SPEC section 8
 * alert 'Origin Not Allowed' when the page's origin matches none of them (wildcards per SPEC
 * section 5). It never blocks the modal: it runs in the background after mount and only adds an
 * alert. A failed call raises the alert of its status (401 'Invalid Project ID', …) and is `unknown`.
 */
export async function checkAllowedOrigin(
  kit: Kit,
  { origin = typeof location === 'undefined' ? undefined : location.origin }: CheckAllowedOriginParameters = {},
): Promise<CheckAllowedOriginReturnType> {
  const client = kit.api
  if (!client || !origin || origin === 'null') return 'unknown'
  let allowedOrigins: readonly string[]
  try {
    ;({ allowedOrigins } = await getOrigins(client))
  } catch (error) {
    reportApiError(kit, error, 'Failed to load the allowed origins')
    return 'unknown'
  }
  if (isOriginAllowed(origin, allowedOrigins)) return 'allowed'
  // Once a minute, shared with the API errors (a 403 of another call may have raised it already).
  raiseAlertOnce(kit, 'ORIGIN_NOT_ALLOWED')
  return 'blocked'
}
