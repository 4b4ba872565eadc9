/** A random id (32 hex characters from `crypto.getRandomValues`) that matches a reply to its request. */
export function createRequestId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  let id = ''
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0')
  return id
}
