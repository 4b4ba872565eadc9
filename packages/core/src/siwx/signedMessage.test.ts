import { expect, test } from 'vitest'
import { encodeSignedMessage, isPlainSignedMessage } from './signedMessage.js'

test('encodeSignedMessage is base64, past one chunk of 32 KiB too', () => {
  for (const length of [0, 1, 2, 3, 100, 0x8000, 0x8000 + 1, 70_000]) {
    const bytes = new Uint8Array(length).map((_, index) => (index * 131 + 7) & 0xff)
    expect(encodeSignedMessage(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  }
})

test('isPlainSignedMessage: only the exact UTF-8 of the message', () => {
  const message = 'localhost wants you to sign in – ünïcode'
  const utf8 = new TextEncoder().encode(message)
  expect(isPlainSignedMessage(utf8, message)).toBe(true)
  expect(isPlainSignedMessage(new Uint8Array([...utf8, 0]), message)).toBe(false)
  expect(isPlainSignedMessage(new Uint8Array([0, ...utf8]), message)).toBe(false)
  expect(isPlainSignedMessage(utf8.slice(0, -1), message)).toBe(false)
  expect(
    isPlainSignedMessage(
      utf8.map((byte, index) => (index === 3 ? byte ^ 1 : byte)),
      message,
    ),
  ).toBe(false)
})
