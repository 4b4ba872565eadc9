/** How long a pairing URI without `expiryTimestamp` is shown as valid: WalletConnect's pairing lifetime. */
const defaultPairingLifetime = 5 * 60_000

/**
 * A WalletConnect pairing URI as a provider's `display_uri` gives it
 * (`wc:<topic>@<version>?relay-protocol=irn&symKey=<key>&expiryTimestamp=<s>`), with the moment it
 * expires (epoch ms); undefined for anything else. Version 1 URIs carry `key` instead of `symKey`.
 */
export function parseWalletConnectUri(uri: unknown, now = Date.now()): { uri: string; expiresAt: number } | undefined {
  if (typeof uri !== 'string') return undefined
  const match = /^wc:([0-9a-zA-Z-]+)@(\d+)\?(\S+)$/.exec(uri)
  if (!match) return undefined
  const query = new URLSearchParams(match[3])
  if (!query.get('symKey') && !query.get('key')) return undefined
  const expiry = Number(query.get('expiryTimestamp'))
  return { uri, expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry * 1000 : now + defaultPairingLifetime }
}
