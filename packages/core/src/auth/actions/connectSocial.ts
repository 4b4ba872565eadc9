import type { ConnectedUser } from '@kit/frame-protocol'
import type { ConnectErrorType } from '../../actions/connect.js'
import { emitEvent } from '../../actions/emitEvent.js'
import { PopupClosedError, type PopupClosedErrorType, SocialConnectionInitError, type SocialConnectionInitErrorType } from '../../errors/auth.js'
import { BaseError } from '../../errors/base.js'
import { FailedToConnectError } from '../../errors/connector.js'
import type { Kit } from '../../kit.js'
import { storageKeys } from '../../storage/keys.js'
import type { AuthClient } from '../authClientTypes.js'
import type { SocialProvider } from '../authState.js'
import { completeLogin } from '../completeLogin.js'
import { getAuthRuntime, loadAuthClient } from '../loadAuthClient.js'
import { socialPopupFeatures } from '../openSocialPopup.js'
import { toAuthErrorInfo } from '../toAuthErrorInfo.js'

export type ConnectSocialParameters = {
  provider: Exclude<SocialProvider, 'farcaster'>
  /** The popup opened synchronously in the click handler (`openSocialPopup()`); opened here when absent. */
  popup?: Window | null | undefined
}
export type ConnectSocialErrorType = SocialConnectionInitErrorType | PopupClosedErrorType | ConnectErrorType

/**
 * Social login (docs/rules/states.md): the popup goes to the provider's login through the secure
 * origin; its callback page hands the result to the frame, then the auth connector connects.
 * Ends with 'Popup closed', 'Failed to initiate social connection' or 'Failed to connect'; the
 * progress and the failure are also in `getAuth(kit).socialLogin` for the ConnectingSocial view.
 */
export async function connectSocial(kit: Kit, parameters: ConnectSocialParameters): Promise<void> {
  const { provider } = parameters
  emitEvent(kit, 'SOCIAL_LOGIN_STARTED', { provider })
  try {
    await runSocialLogin(kit, parameters)
  } catch (error) {
    // Closing the popup is the user's choice (AppKit's SOCIAL_LOGIN_CANCELED), anything else a failure.
    emitEvent(kit, error instanceof PopupClosedError ? 'SOCIAL_LOGIN_CANCELED' : 'SOCIAL_LOGIN_ERROR', { provider })
    throw error
  }
  emitEvent(kit, 'SOCIAL_LOGIN_SUCCESS', { provider, caipNetworkId: kit._internal.state.chains.namespaces.eip155?.networkId })
}

async function runSocialLogin(kit: Kit, { provider, popup }: ConnectSocialParameters): Promise<void> {
  const auth = kit._internal.state.auth
  auth.socialLogin = { provider, error: undefined }
  const runtime = getAuthRuntime(kit)
  runtime.popup = popup ?? undefined
  let client: AuthClient
  try {
    client = await loadAuthClient(kit)
  } catch (error) {
    if (popup && !popup.closed) popup.close()
    const message = error instanceof BaseError ? error.shortMessage : String(error)
    auth.socialLogin = { provider, error: { name: error instanceof Error ? error.name : 'Error', message } }
    throw error
  }
  try {
    await loginInPopup(client, { provider, popup })
  } finally {
    if (runtime.popup === popup) runtime.popup = undefined
  }
}

async function loginInPopup(client: AuthClient, { provider, popup }: ConnectSocialParameters): Promise<void> {
  const { kit, networks, transport } = client
  const { storage } = kit
  const auth = kit._internal.state.auth
  /** Records the failure for the ConnectingSocial view and rethrows it. */
  const fail = (error: unknown): never => {
    if (auth.socialLogin) auth.socialLogin = { provider: auth.socialLogin.provider, error: toAuthErrorInfo(error) }
    throw error
  }
  const host = client.host() as Window
  const target = popup ?? host.open('about:blank', 'kit-social-login', socialPopupFeatures(host))
  auth.socialLogin = { provider, error: undefined }
  if (!target) return fail(new SocialConnectionInitError({ details: 'The popup was blocked' }))
  try {
    let uri: string
    try {
      ;({ uri } = await transport.request('GET_SOCIAL_REDIRECT_URI', { provider }))
    } catch (cause) {
      throw new SocialConnectionInitError({ cause })
    }
    target.location.href = uri
    const resultUri = await client.waitForSocialCallback(target)
    emitEvent(kit, 'SOCIAL_LOGIN_REQUEST_USER_DATA', { provider })
    const network = networks.currentNetwork()
    let connected: ConnectedUser
    try {
      connected = await transport.request('CONNECT_SOCIAL', {
        uri: resultUri,
        chainId: networks.chainOf(network),
        preferredAccountType: networks.accountTypeOf(network),
        rpcUrl: networks.rpcUrlOf(network),
      })
    } catch (cause) {
      throw new FailedToConnectError({ cause })
    }
    storage.set(storageKeys.socialProvider, provider)
    if (connected.userName) storage.set(storageKeys.socialUsername, connected.userName)
    storage.remove(storageKeys.email)
    if (connected.email) storage.set(storageKeys.email, connected.email)
    client.setUser(connected)
    await completeLogin(client)
    auth.socialLogin = undefined
  } catch (error) {
    fail(error)
  } finally {
    if (!target.closed) target.close()
  }
}

/** Closes the social login popup (leaving the ConnectingSocial view); the login ends with 'Popup closed'. */
export function cancelSocialLogin(kit: Kit): void {
  const runtime = getAuthRuntime(kit)
  const popup = runtime.popup
  runtime.popup = undefined
  if (popup && !popup.closed) popup.close()
}
