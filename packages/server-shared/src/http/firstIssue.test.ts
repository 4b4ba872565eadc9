import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { firstIssue } from './firstIssue.js'

describe('firstIssue', () => {
  const schema = z.object({ addresses: z.array(z.string().startsWith('0x')), page: z.number().int() })

  it('default: the first issue with its field path joined by dots', () => {
    const result = schema.safeParse({ addresses: ['0x1', 'nope'], page: 1.5 })
    expect(result.success).toBe(false)
    if (!result.success) expect(firstIssue(result.error)).toEqual({ field: 'addresses.1', message: expect.stringContaining('0x') })
  })

  it('edge: a problem with the whole input has no field', () => {
    const result = schema.safeParse('text')
    if (result.success) throw new TypeError('a string is not the object')
    expect(firstIssue(result.error)).toEqual({ field: null, message: expect.any(String) })
  })
})
