/**
 * Reads the client id (the JWT `iss`, a `did:key:` string) from the query string of the URL a
 * WalletConnect client connects with (`/?auth=<JWT>&projectId=..&ua=..`). The signature is not
 * checked: a local relay only uses the id to name subscriptions the way clients do and to avoid
 * echoing a client's messages back to it. Returns `undefined` when absent or malformed.
 */
export function getClientId(requestUrl: string | undefined): string | undefined {
  if (!requestUrl) return undefined;
  let auth: string | null;
  try {
    auth = new URL(requestUrl, 'ws://relay.local').searchParams.get('auth');
  } catch {
    return undefined;
  }
  const payload = auth?.split('.')[1];
  if (!payload || payload.length > 4_096) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const iss = typeof claims === 'object' && claims !== null ? (claims as { iss?: unknown }).iss : undefined;
    return typeof iss === 'string' && iss.startsWith('did:key:') && iss.length <= 256 ? iss : undefined;
  } catch {
    return undefined;
  }
}
