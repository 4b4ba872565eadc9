const utf8 = new TextEncoder()

/** Base64 of bytes (a session's `signedMessage`), in the browser and in Node. */
export function encodeSignedMessage(bytes: Uint8Array): string {
  let binary = ''
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000))
  return btoa(binary)
}

/** Whether `signed` is exactly the message's UTF-8 (the wallet signed the text itself, unwrapped). */
export function isPlainSignedMessage(signed: Uint8Array, message: string): boolean {
  const plain = utf8.encode(message)
  return plain.length === signed.length && plain.every((byte, index) => byte === signed[index])
}
