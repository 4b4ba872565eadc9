import { describe, expect, it } from 'vitest'
import { InputError } from '../http/apiError.js'
import { decodeCursor, encodeCursor, historyCursorSchema } from './pageCursor.js'

describe('page cursors', () => {
  it('default: round-trips a history key', () => {
    const cursor = encodeCursor([1_700_000_000, 'eip155:8453', 12, 3])
    expect(decodeCursor(cursor, historyCursorSchema)).toEqual([1_700_000_000, 'eip155:8453', 12, 3])
  })

  it('behavior: anything else is a 400 on cursor', () => {
    for (const bad of [
      '%%%',
      encodeCursor([1, 'eip155:1', 2]),
      encodeCursor([1, 'x\u0000:y', 2, 3]),
      encodeCursor([-1, 'eip155:1', 2, 3]),
      'bnVsbA',
      Buffer.from('{}').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad, historyCursorSchema)).toThrow(InputError)
    }
  })
})
