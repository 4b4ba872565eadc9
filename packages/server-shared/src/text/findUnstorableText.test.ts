import { describe, expect, it } from 'vitest'
import { findJsonProblem, MAX_JSON_DEPTH } from './findJsonProblem.js'
import { findUnstorableText } from './findUnstorableText.js'

describe('findUnstorableText', () => {
  it.each([
    ['\ud800', 'lone UTF-16 surrogates'],
    ['a\udfffb', 'lone UTF-16 surrogates'],
    ['\udc00\ud800', 'lone UTF-16 surrogates'],
    ['x\u0000', 'NUL'],
  ])('behavior: %j is refused', (text, reason) => {
    expect(findUnstorableText({ props: { properties: { name: text } } })).toMatchObject({
      field: 'props.properties.name',
      message: expect.stringContaining(reason),
    })
    expect(findUnstorableText([text])).toMatchObject({ field: '0' })
    expect(findUnstorableText(text)).toMatchObject({ field: 'body' })
    expect(findUnstorableText({ nested: { [text]: 1 } })).toMatchObject({ field: 'nested', message: expect.stringMatching(/^Key: /) })
  })

  it('default: paired surrogates (emoji), accents and other text pass', () => {
    expect(findUnstorableText({ a: '😀 é € \ud83d\ude00', b: [1, true, null, { c: 'ok' }] })).toBeNull()
  })
})

describe('findJsonProblem', () => {
  const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { next: nested(depth - 1) })

  it('default: nesting up to the limit passes', () => {
    expect(findJsonProblem(nested(MAX_JSON_DEPTH))).toBeNull()
  })

  it('rejects: one level deeper than the limit, on body', () => {
    expect(findJsonProblem(nested(MAX_JSON_DEPTH + 1))).toEqual({ field: 'body', message: 'Nesting deeper than 32 levels' })
  })

  it('rejects: unstorable text at any depth within the limit, on its field', () => {
    expect(findJsonProblem({ a: [{ b: 'x\u0000' }] })).toEqual({ field: 'a.0.b', message: 'Text may not contain NUL characters' })
  })
})
