import type { SocialProvider } from '../auth/authState.js'
import type { Kit } from '../kit.js'

/**
 * Reads which social providers the secure server offers (`GET <secure origin>/social/providers`,
 * public) into the remote-config slice: the Connect view then shows only those (a server outside
 * development offers only the providers it has configured). A failure keeps the list as it is; the
 * server refuses a provider it does not offer with a clear error anyway.
 */
export async function fetchSecureProviders(kit: Kit): Promise<void> {
  const { secureOrigin } = kit.options
  if (!secureOrigin) return
  try {
    const url = new URL('/social/providers', new URL(secureOrigin).origin)
    const fetchFn = kit._internal.environment.fetch ?? fetch
    const response = await fetchFn(url.href, { signal: AbortSignal.timeout(10_000) })
    if (!response.ok) return
    const body = (await response.json()) as { social?: unknown; farcaster?: unknown }
    if (!Array.isArray(body.social)) return
    const social = body.social.filter((provider): provider is SocialProvider => typeof provider === 'string')
    kit._internal.state.remoteConfig.secureSocials = body.farcaster === true ? [...social, 'farcaster'] : social
  } catch {
    // Unreachable or not an apps/secure server: keep the features as they are.
  }
}
