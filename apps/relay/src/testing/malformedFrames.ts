/** A frame the relay must refuse, and the JSON-RPC error code it must answer with. */
export type MalformedFrame = { name: string; data: string | Buffer; binary?: boolean; code: number }

const topic = 'ab'.repeat(32)
const request = (method: unknown, params?: unknown, id: unknown = 1): string =>
  JSON.stringify({ id, jsonrpc: '2.0', method, ...(params === undefined ? {} : { params }) })

/** Frames that must each get one JSON-RPC error back on a socket that stays open. */
export const malformedFrames: readonly MalformedFrame[] = [
  { name: 'not JSON', data: 'hello relay', code: -32700 },
  { name: 'truncated JSON', data: '{"id":1,"jsonrpc":"2.0","method":"irn_publish"', code: -32700 },
  { name: 'empty frame', data: '', code: -32700 },
  { name: 'JSON null', data: 'null', code: -32600 },
  { name: 'JSON number', data: '42', code: -32600 },
  { name: 'JSON string', data: '"irn_publish"', code: -32600 },
  { name: 'empty batch', data: '[]', code: -32600 },
  { name: 'batch', data: `[${request('irn_subscribe', { topic })}]`, code: -32600 },
  { name: 'empty object', data: '{}', code: -32600 },
  { name: 'missing jsonrpc', data: JSON.stringify({ id: 1, method: 'irn_subscribe', params: { topic } }), code: -32600 },
  { name: 'wrong jsonrpc', data: JSON.stringify({ id: 1, jsonrpc: '1.0', method: 'irn_subscribe' }), code: -32600 },
  { name: 'missing id', data: JSON.stringify({ jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }), code: -32600 },
  { name: 'object id', data: request('irn_subscribe', { topic }, {}), code: -32600 },
  { name: 'fractional id', data: request('irn_subscribe', { topic }, 1.5), code: -32600 },
  { name: 'missing method', data: JSON.stringify({ id: 1, jsonrpc: '2.0', params: {} }), code: -32600 },
  { name: 'numeric method', data: request(42), code: -32600 },
  { name: 'empty method', data: request(''), code: -32600 },
  { name: 'unknown method', data: request('irn_teleport', {}), code: -32601 },
  { name: 'prototype method', data: request('__proto__', {}), code: -32601 },
  { name: 'constructor method', data: request('constructor', {}), code: -32601 },
  { name: 'server-only method', data: request('irn_subscription', { id: 'x', data: {} }), code: -32601 },
  { name: 'string params', data: request('irn_publish', 'topic'), code: -32602 },
  { name: 'null params', data: request('irn_publish', null), code: -32602 },
  { name: 'no params', data: request('irn_subscribe'), code: -32602 },
  { name: 'array params', data: request('irn_subscribe', [topic]), code: -32602 },
  { name: 'short topic', data: request('irn_subscribe', { topic: 'abc' }), code: -32602 },
  { name: 'upper-case topic', data: request('irn_subscribe', { topic: topic.toUpperCase() }), code: -32602 },
  { name: 'null topic', data: request('irn_subscribe', { topic: null }), code: -32602 },
  { name: 'numeric message', data: request('irn_publish', { topic, message: 1, ttl: 300 }), code: -32602 },
  { name: 'empty message', data: request('irn_publish', { topic, message: '', ttl: 300 }), code: -32602 },
  { name: 'negative ttl', data: request('irn_publish', { topic, message: 'eA==', ttl: -5 }), code: -32602 },
  { name: 'string ttl', data: request('irn_publish', { topic, message: 'eA==', ttl: '300' }), code: -32602 },
  { name: 'missing ttl', data: request('irn_publish', { topic, message: 'eA==' }), code: -32602 },
  { name: 'string tag', data: request('irn_publish', { topic, message: 'eA==', ttl: 300, tag: 'x' }), code: -32602 },
  { name: 'topics not an array', data: request('irn_batchSubscribe', { topics: topic }), code: -32602 },
  { name: 'empty topics', data: request('irn_batchSubscribe', { topics: [] }), code: -32602 },
  { name: 'unsubscribe without id', data: request('irn_unsubscribe', { topic }), code: -32602 },
  { name: 'fetch without topics', data: request('irn_batchFetchMessages', {}), code: -32602 },
  { name: 'empty proposal', data: request('wc_proposeSession', {}), code: -32602 },
  {
    name: 'approval without settle',
    data: request('wc_approveSession', { sessionTopic: topic, pairingTopic: topic, sessionProposalResponse: 'eA==' }),
    code: -32602,
  },
  { name: 'binary frame', data: Buffer.from(request('irn_subscribe', { topic })), binary: true, code: -32600 },
  { name: 'deep nesting', data: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, code: -32600 },
  { name: 'ten thousand keys', data: JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))), code: -32600 },
]

/** `count` frames cycling through `malformedFrames`. */
export function createMalformedFrames(count: number): MalformedFrame[] {
  return Array.from({ length: count }, (_, index) => malformedFrames[index % malformedFrames.length] as MalformedFrame)
}
