import type { KitSiwxParameters } from './createKitSiwx.js'
import type { BindableSiwxConfig, SiwxBinding } from './siwxBinding.js'
import type { SIWXConfig } from './types.js'

export type { KitSiwxParameters }

/**
 * Sign-in sessions kept by the Kit API: the nonce comes from `GET /v1/sessions/nonce`, the signed
 * message is verified by `POST /v1/sessions` (which returns a session token, kept in the kit's
 * storage), a stored session counts only while `GET /v1/sessions/{id}` says it is active, and
 * revoking calls `POST /v1/sessions/{id}/revoke`. This factory is tiny: the implementation
 * (createKitSiwx) loads on the first call, so an app that only configures it pays nothing upfront.
 *
 * @example
 * createKit({ projectId, networks, apiUrl, siwx: kitSiwx({ required: false }) })
 */
export function kitSiwx(parameters: KitSiwxParameters = {}): SIWXConfig & BindableSiwxConfig {
  let binding: SiwxBinding | undefined
  let loaded: Promise<SIWXConfig & BindableSiwxConfig> | undefined
  const load = () =>
    (loaded ??= import('./createKitSiwx.js').then(({ createKitSiwx }) => {
      const config = createKitSiwx(parameters)
      if (binding) config.bind(binding)
      return config
    }))
  return {
    bind(value) {
      binding = value
    },
    createMessage: async (input) => (await load()).createMessage(input),
    addSession: async (session) => (await load()).addSession(session),
    getSessions: async (chainId, address) => (await load()).getSessions(chainId, address),
    revokeSession: async (chainId, address) => (await load()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await load()).setSessions(sessions),
    getRequired: () => parameters.required ?? true,
    signOutOnDisconnect: parameters.signOutOnDisconnect ?? false,
  }
}
