import { version } from '../errors/version.js'
import type { Kit } from '../kit.js'
import { alertForProviderError, pushAlertOnce } from '../state/pushAlert.js'
import type { AuthClient } from './authClientTypes.js'
import { type AuthNetworks, frameSource } from './authNetworks.js'
import { createFrameTransport, type FrameWindow } from './frameTransport.js'
import { handleFrameNotification } from './handleFrameNotification.js'
import { syncFrame } from './syncFrame.js'

export type CreateAuthFrameTransportParameters = {
  kit: Kit
  networks: AuthNetworks
  getWindow?: (() => FrameWindow) | undefined
  /** The client the frame's notifications and theme sync act on (made after the transport). */
  client(): AuthClient
}

/**
 * The kit's secure frame: its page URL (project, chain, version, RPC URL), above the modal, its
 * status in `auth.frameStatus` (the theme synced once ready), its timeouts and provider errors as
 * the embedded-wallet alerts, and its notifications handled by the client.
 */
export function createAuthFrameTransport({ kit, networks, getWindow, client }: CreateAuthFrameTransportParameters) {
  const state = kit._internal.state
  const initial = networks.currentNetwork()
  const { origin, src } = frameSource(kit.options.secureOrigin!, {
    projectId: kit.options.projectId,
    chainId: String(networks.chainOf(initial)),
    version: `kit-${version}`,
    enableLogger: 'false',
    rpcUrl: networks.rpcUrlOf(initial) ?? '',
  })
  let unsubscribeTheme: (() => void) | undefined
  const transport = createFrameTransport({
    origin,
    src,
    zIndex: (state.theme.themeVariables['--kit-z-index'] ?? 999) + 1,
    getWindow,
    onStatus: (status) => {
      state.auth.frameStatus = status
      if (status === 'loading') return
      // A failed, dropped or (re)loaded frame shows no approval screen or code entry.
      client().hideFrame()
      if (status !== 'ready') return
      unsubscribeTheme?.()
      unsubscribeTheme = syncFrame(client())
    },
    onTimeout: (kind) => {
      pushAlertOnce(state.alerts, kind === 'iframe_load_failed' ? 'IFRAME_LOAD_FAILED' : 'IFRAME_REQUEST_TIMEOUT')
    },
    onErrorReply: (error) => {
      const code = alertForProviderError({ message: error.shortMessage, code: error.code, status: error.status })
      if (code) pushAlertOnce(state.alerts, code)
    },
    onNotification: (event) => handleFrameNotification(client(), event),
  })
  return { origin, transport }
}
