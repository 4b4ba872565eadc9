/** docs/rules/states.md and docs/rules/limits.md: a pairing is valid 4 minutes and expired when 10 s or less remain. */
export const pairingLifetime = 4 * 60_000
/** Milliseconds before a pairing's expiry at which a fresh URI replaces it (10 s). */
export const pairingExpiryThreshold = 10_000

/** The public WalletConnect relay: the default when no `relayUrl` is given (needs a projectId). */
export const publicRelayUrl = 'wss://relay.walletconnect.org'
