import { expect, test } from 'vitest'
import { parseFrame } from './parseFrame.js'
import { readIdLiteral } from './readIdLiteral.js'

test('default', () => {
  expect(parseFrame('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"t"}}')).toEqual({
    type: 'request',
    idLiteral: '1',
    method: 'irn_subscribe',
    params: { topic: 't' },
  })
})

test('behavior: responses (acks of pushes)', () => {
  expect(parseFrame('{"id":5,"jsonrpc":"2.0","result":true}')).toEqual({ type: 'response', idLiteral: '5', isError: false })
  expect(parseFrame('{"id":"5","jsonrpc":"2.0","error":{"code":1,"message":"x"}}')).toEqual({
    type: 'response',
    idLiteral: '"5"',
    isError: true,
  })
})

test('behavior: ids', () => {
  expect(parseFrame('{"id":"abc","jsonrpc":"2.0","method":"m"}')).toMatchObject({ idLiteral: '"abc"' })
  expect(parseFrame('{"jsonrpc":"2.0","method":"m","id":1733000000000123457}')).toMatchObject({
    type: 'request',
    idLiteral: '1733000000000123457',
  })
  expect(parseFrame('{"id":1e300,"jsonrpc":"2.0","method":"m"}')).toMatchObject({ type: 'invalid', idLiteral: 'null', code: -32600 })
  expect(parseFrame(`{"id":"${'x'.repeat(200)}","jsonrpc":"2.0","method":"m"}`)).toMatchObject({ type: 'invalid', code: -32600 })
})

test('behavior: invalid frames', () => {
  expect(parseFrame('nope')).toEqual({ type: 'invalid', idLiteral: 'null', code: -32700, message: 'Parse error: frame is not valid JSON' })
  expect(parseFrame('[1]')).toMatchObject({ code: -32600, message: 'Invalid request: batch requests are not supported' })
  expect(parseFrame('{"id":2,"jsonrpc":"1.0","method":"m"}')).toMatchObject({ idLiteral: '2', code: -32600 })
  expect(parseFrame('{"id":2,"jsonrpc":"2.0"}')).toMatchObject({ idLiteral: '2', code: -32600 })
  expect(parseFrame('{"id":2,"jsonrpc":"2.0","method":"m","params":7}')).toMatchObject({ idLiteral: '2', code: -32602 })
})

test('readIdLiteral', () => {
  expect(readIdLiteral('{"id":12345678901234567890,"x":1}')).toBe('12345678901234567890')
  expect(readIdLiteral('{ "params": {"id": 1}, "id" : -98765432109876543210 }')).toBe('-98765432109876543210')
  expect(readIdLiteral('{"a":"\\"id\\":3","id":"q"}')).toBe('"q"')
  expect(readIdLiteral('{"a":[{"id":1}],"b":2}')).toBeUndefined()
  expect(readIdLiteral('{"id":1,"id":2}')).toBe('2')
})
