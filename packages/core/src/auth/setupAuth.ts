import { ref } from 'valtio/vanilla'
import type { Kit } from '../kit.js'
import { createAuthConnector } from './authConnector.js'
import { type SocialProvider, defaultSocials } from './authState.js'

export type ConnectMethod = 'email' | 'social' | 'wallet'

export type GetConnectMethodsReturnType = {
  /** SPEC section 2 default order: email, social, wallet (`features.connectMethodsOrder`). */
  order: readonly ConnectMethod[]
  /** Email login is offered. */
  email: boolean
  /** Social providers offered, in order (SPEC section 9 defaults). */
  socials: readonly SocialProvider[]
}

const defaultOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']
const cache = new WeakMap<Kit, GetConnectMethodsReturnType>()

/**
 * How the Connect view offers connections. Email and socials need `secureOrigin` and the eip155
 * adapter (the embedded wallet is an EVM account for now); without them only wallets remain.
 */
export function getConnectMethods(kit: Kit): GetConnectMethodsReturnType {
  const cached = cache.get(kit)
  if (cached) return cached
  const { features, secureOrigin } = kit.options
  const available =
    Boolean(secureOrigin) &&
    kit._internal.adapters.has('eip155') &&
    kit.networks.some((network) => network.chainNamespace === 'eip155')
  const email = available && features.email !== false
  const socials = available ? (features.socials === undefined ? defaultSocials : features.socials || []) : []
  const requested = features.connectMethodsOrder?.length ? features.connectMethodsOrder : defaultOrder
  const order = [...new Set(requested)].filter(
    (method) => method === 'wallet' || (method === 'email' ? email : socials.length > 0),
  )
  const result = { order, email, socials: [...socials] }
  cache.set(kit, result)
  return result
}

/** Registers the auth connector when email or social login is offered (a plain object: no frame, no import). */
export function setupAuth(kit: Kit) {
  const { email, socials } = getConnectMethods(kit)
  if (!email && socials.length === 0) return
  kit._internal.state.auth.connector = ref(createAuthConnector(kit))
}
