const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 (Solana signatures and addresses) to bytes. */
export function decode(text: string): Uint8Array {
  let value = 0n
  for (const character of text) {
    const digit = alphabet.indexOf(character)
    if (digit < 0) throw new Error(`Invalid base58 character ${character}`)
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; value > 0n; value >>= 8n) bytes.unshift(Number(value & 0xffn))
  for (const character of text) {
    if (character !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}

/** Bytes to base58 (what Solana wallets answer solana_signMessage with). */
export function encode(bytes: Uint8Array): string {
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
