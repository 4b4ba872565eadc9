const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Bytes to base58, Solana's text form of messages, keys and signatures (`solana_signMessage`). */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) + BigInt(byte)
  let text = ''
  for (; value > 0n; value /= 58n) text = alphabet[Number(value % 58n)] + text
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}
