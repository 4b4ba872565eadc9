import type { RemoteFeature } from '../api/getConfig.js'
import type { AlertCode } from './alerts.js'

/**
 * What the Kit API says about the project: remote features (`GET /appkit/v1/config`) and
 * whether analytics is on (`GET /getAnalyticsConfig`). Undefined until known; remote values only
 * narrow defaults, never an option given in code.
 */
export type RemoteConfigState = {
  features: RemoteFeature[] | undefined
  /**
   * The project's smart-account-enabled networks (CAIP-2, from the same config request): where the
   * embedded wallet may switch to smartAccount and where that is its default type. Empty when the
   * config could not be read (docs/rules/states.md); undefined until known.
   */
  smartAccountEnabledNetworks: readonly string[] | undefined
  /** The social providers the secure server offers (`<secure origin>/social/providers`); undefined until known. */
  secureSocials: readonly string[] | undefined
  analyticsEnabled: boolean | undefined
  /** A 403 on analytics: 'Invalid App Configuration' was raised (once) and nothing more is sent. */
  analyticsForbidden: boolean
  /** When each API alert was last raised (epoch ms): one per code a minute. */
  alertedAt: Partial<Record<AlertCode, number>>
}

export function createRemoteConfigState(): RemoteConfigState {
  return {
    features: undefined,
    smartAccountEnabledNetworks: undefined,
    secureSocials: undefined,
    analyticsEnabled: undefined,
    analyticsForbidden: false,
    alertedAt: {},
  }
}
