import { randomBytes } from 'node:crypto'
import { bytesToHex, hashMessage, keccak256 as viemKeccak256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { hashPersonalMessage, keccak256, nativeKeccak256, nobleKeccak256 } from './keccak256.js'

describe('keccak256', () => {
  // The prebuilt binaries of keccak 3 cover these; elsewhere viem's pure JS is used.
  it.runIf(['linux-x64', 'darwin-x64', 'win32-x64'].includes(`${process.platform}-${process.arch}`))(
    'loads the native binding where keccak ships a prebuilt binary',
    () => {
      expect(nativeKeccak256).toBeTypeOf('function')
      expect(keccak256).toBe(nativeKeccak256)
    },
  )

  it('is Ethereum Keccak-256 (not SHA3-256): the known digests of "" and "abc"', () => {
    for (const hash of [keccak256, nobleKeccak256]) {
      expect(bytesToHex(hash(new Uint8Array()))).toBe('0xc5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470')
      expect(bytesToHex(hash(new TextEncoder().encode('abc')))).toBe('0x4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45')
    }
  })

  it('matches viem on every length around the 136-byte block, and on a view into a larger buffer', () => {
    const data = randomBytes(600)
    for (let length = 0; length <= 420; length += 7) {
      const slice = data.subarray(3, 3 + length)
      expect(bytesToHex(keccak256(slice))).toBe(viemKeccak256(new Uint8Array(slice)))
    }
  })
})

describe('hashPersonalMessage', () => {
  it("is viem's hashMessage: ASCII, empty, multi-block, and multi-byte UTF-8 (the length counts bytes)", () => {
    const messages = ['', 'hello', 'x'.repeat(500), 'Sign in to café ☕ – 署名 🦊\nline two', `${'é'.repeat(70)}`]
    for (const message of messages) {
      expect(bytesToHex(hashPersonalMessage(message))).toBe(hashMessage(message))
      expect(bytesToHex(hashPersonalMessage(message, nobleKeccak256))).toBe(hashMessage(message))
    }
  })
})
