// The resolved features' type, apart from getters/getFeatures.ts so the kit type (kit.ts, through
// the instance's `features`) can name it without an import cycle.

import type { SocialProvider } from '../auth/authState.js'
import type { WalletFeature } from '../createKitOptions.js'
import type { ConnectorKind } from './connectorTypeOrder.js'

/** The features in effect: code options first, then defaults narrowed by the remote config. */
export type GetFeaturesReturnType = {
  analytics: boolean
  email: boolean
  socials: readonly SocialProvider[]
  allWallets: boolean
  send: boolean
  receive: boolean
  swaps: boolean
  onramp: boolean
  /** Activity (docs/rules remote feature `activity`). */
  history: boolean
  legalCheckbox: boolean
  collapseWallets: boolean
  multiWallet: boolean
  /** The Account view's feature buttons in this order (those turned off are skipped). */
  walletFeaturesOrder: readonly WalletFeature[]
  /** The Connect view's methods in this order, as given in code (else the default order). */
  connectMethodsOrder: readonly ConnectMethod[] | undefined
  /** The Connect view's wallet sections in this order (every kind once; AppKit's default order). */
  connectorTypeOrder: readonly ConnectorKind[]
}

export type ConnectMethod = 'email' | 'social' | 'wallet'
