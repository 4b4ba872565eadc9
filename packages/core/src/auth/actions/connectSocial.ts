import type { ConnectErrorType } from '../../actions/connect.js'
import type { PopupClosedErrorType, SocialConnectionInitErrorType } from '../../errors/auth.js'
import { BaseError } from '../../errors/base.js'
import type { Kit } from '../../kit.js'
import type { SocialProvider } from '../authState.js'
import { getAuthRuntime, loadAuthClient } from '../loadAuthClient.js'

export type ConnectSocialParameters = {
  provider: Exclude<SocialProvider, 'farcaster'>
  /** The popup opened synchronously in the click handler (`openSocialPopup()`); opened here when absent. */
  popup?: Window | null | undefined
}
export type ConnectSocialErrorType = SocialConnectionInitErrorType | PopupClosedErrorType | ConnectErrorType

/**
 * Social login (SPEC section 4): the popup goes to the provider's login through the secure
 * origin; its callback page hands the result to the frame, then the auth connector connects.
 * Ends with 'Popup closed', 'Failed to initiate social connection' or 'Failed to connect'; the
 * progress and the failure are also in `getAuth(kit).socialLogin` for the ConnectingSocial view.
 */
export async function connectSocial(kit: Kit, { provider, popup }: ConnectSocialParameters): Promise<void> {
  const auth = kit._internal.state.auth
  auth.socialLogin = { provider, error: undefined }
  const runtime = getAuthRuntime(kit)
  runtime.popup = popup ?? undefined
  let client: Awaited<ReturnType<typeof loadAuthClient>>
  try {
    client = await loadAuthClient(kit)
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    const message = error instanceof BaseError ? error.shortMessage : String(error)
    auth.socialLogin = { provider, error: { name: error instanceof Error ? error.name : 'Error', message } }
    throw error
  }
  try {
    await client.connectSocial({ provider, popup })
  } finally {
    if (runtime.popup === popup) runtime.popup = undefined
  }
}

/** Closes the social login popup (leaving the ConnectingSocial view); the login ends with 'Popup closed'. */
export function cancelSocialLogin(kit: Kit): void {
  const runtime = getAuthRuntime(kit)
  const popup = runtime.popup
  runtime.popup = undefined
  if (popup && !popup.closed) popup.close()
}
