import { type RequestParts, ROUTE_SPECS, type RouteFuzzTargets, type RouteSpec } from './fuzzRoutes.js'
import { BAD_VALUES, INVALID_JSON, METHODS, OVERSIZES, oddAddresses, TRAVERSALS, UNICODE, WRONG_TYPES } from './fuzzValues.js'
import { createRandom, type FuzzRequest } from './generateMalformedRequests.js'

export interface RouteFuzzRequest extends FuzzRequest {
  /** `METHOD /template` of the route it was made from. */
  readonly route: string
}

interface Draw {
  readonly random: () => number
  pick<T>(items: readonly T[]): T
}

type Mutation = (parts: RequestParts, spec: RouteSpec, draw: Draw, targets: RouteFuzzTargets) => string | undefined

const hostile = (draw: Draw): string => draw.pick([...BAD_VALUES, ...TRAVERSALS, ...UNICODE, ...UNICODE.map((text) => `alice${text}`)])

const wrongMethod =
  (strict: boolean): Mutation =>
  (parts, spec, draw) => {
    // HEAD runs a GET route's handler: only a method the route does not answer is sure to be refused.
    const methods = METHODS.filter((method) => method !== spec.method && !(strict && spec.method === 'GET' && method === 'HEAD'))
    parts.method = draw.pick(methods)
    return `method ${parts.method}`
  }

const unknownProject: Mutation = (parts, _spec, draw) => {
  const id = draw.pick(['nope', 'FUZZ', 'fuzz ', 'fuzz%00', 'x'.repeat(129)])
  if (parts.body && 'projectId' in parts.body) parts.body['projectId'] = id
  if ('projectId' in parts.query || !parts.body || !('projectId' in parts.body)) parts.query['projectId'] = id
  return `projectId ${JSON.stringify(id.slice(0, 20))}`
}

const hostileOrigin: Mutation = (parts, _spec, draw) => {
  parts.headers['origin'] = draw.pick(['http://evil.test', 'http://allowed.test.evil.test', 'https://allowed.test', 'null'])
  return `origin ${parts.headers['origin']}`
}

const invalidJson: Mutation = (parts, spec, draw) => {
  if (spec.method !== 'POST') return undefined
  parts.rawBody = draw.pick(INVALID_JSON)
  return 'invalid JSON'
}

const oversized: Mutation = (parts, spec, draw) => {
  if (spec.method !== 'POST') return undefined
  const size = draw.pick(OVERSIZES)
  parts.rawBody = JSON.stringify({ ...(parts.body ?? {}), padding: 'x'.repeat(size) })
  return `oversized ${size}`
}

const extraField: Mutation = (parts, _spec, draw) => {
  if (!parts.body) return undefined
  parts.body[draw.pick(['extra', 'admin', 'constructor', 'isAdmin', '__proto__x'])] = true
  return 'extra field'
}

const wrongType: Mutation = (parts, _spec, draw) => {
  if (!parts.body) return undefined
  const field = draw.pick(Object.keys(parts.body))
  parts.body[field] = draw.pick(WRONG_TYPES)
  return `wrong type ${field}`
}

const dropField: Mutation = (parts, _spec, draw) => {
  if (!parts.body || Object.keys(parts.body).length === 0) return undefined
  const field = draw.pick(Object.keys(parts.body))
  delete parts.body[field]
  return `missing ${field}`
}

const dropQuery: Mutation = (parts, _spec, draw) => {
  const keys = Object.keys(parts.query)
  if (keys.length === 0) return undefined
  const key = draw.pick(keys)
  delete parts.query[key]
  return `missing query ${key}`
}

const badQuery: Mutation = (parts, _spec, draw) => {
  const keys = [...Object.keys(parts.query), 'chainId', 'currency', 'cursor', 'limit', 'page', 'entries', 'amount', 'zone', 'provider', 'forceUpdate']
  const key = draw.pick(keys)
  parts.query[key] = hostile(draw)
  return `query ${key}`
}

const badParam: Mutation = (parts, _spec, draw) => {
  const keys = Object.keys(parts.params)
  if (keys.length === 0) return undefined
  const key = draw.pick(keys)
  parts.params[key] = hostile(draw)
  return `path ${key}`
}

const badBodyValue: Mutation = (parts, _spec, draw) => {
  if (!parts.body) return undefined
  const field = draw.pick(Object.keys(parts.body))
  parts.body[field] = hostile(draw)
  return `body ${field}`
}

const oddAddress: Mutation = (parts, spec, draw, targets) => {
  if (!spec.addresses) return undefined
  const slot = draw.pick(spec.addresses)
  const { nft, router, factory, weth, usdc } = targets.contracts
  const address = draw.pick([...oddAddresses(targets.account), nft, router, factory, weth, usdc.toLowerCase()])
  const chain = draw.pick([targets.chainId, targets.chainId, targets.otherChainId, 'eip155:1', 'eip155:0', `eip155:${'9'.repeat(20)}`, 'solana:1'])
  const value = slot.caip ? `${chain}:${address}` : address
  if (slot.slot === 'params') parts.params[slot.key] = value
  else if (slot.slot === 'query') parts.query[slot.key] = value
  else if (parts.body) parts.body[slot.key] = value
  return `odd address ${slot.key}=${value}`
}

const hostileHeaders: Mutation = (parts, _spec, draw) => {
  const header = draw.pick(['x-project-id', 'content-type', 'authorization', 'x-forwarded-for', 'x-sdk-type', 'if-none-match', 'accept-encoding'])
  parts.headers[header] = draw.pick([
    'x'.repeat(4_000),
    'bad value',
    'application/json; charset=utf-16',
    'multipart/form-data; boundary=x',
    'Bearer kits_',
    `Bearer kits_${'A'.repeat(42)}=`,
    'Basic YWRtaW46YWRtaW4=',
    '127.0.0.1, 10.0.0.1',
    '*',
  ])
  return `header ${header}`
}

const duplicateQuery: Mutation = (parts, _spec, draw) => {
  parts.query[`${draw.pick(['projectId', 'chainId', 'amount', 'st'])}[]`] = 'other'
  return 'array-style query key'
}

/** Defects a route must refuse whatever else the request holds (used for the routes that store). */
const REJECTING: readonly Mutation[] = [wrongMethod(true), unknownProject, hostileOrigin, invalidJson, oversized, extraField]
const ANY: readonly Mutation[] = [
  // Defects stopped at the door (router, project guard) once each; the rest reach the route's own validation.
  wrongMethod(false),
  unknownProject,
  hostileOrigin,
  invalidJson,
  oversized,
  extraField,
  wrongType,
  wrongType,
  wrongType,
  dropField,
  dropQuery,
  badQuery,
  badQuery,
  badQuery,
  badParam,
  badParam,
  badParam,
  badBodyValue,
  badBodyValue,
  oddAddress,
  oddAddress,
  oddAddress,
  oddAddress,
  hostileHeaders,
  duplicateQuery,
]

function baseParts(spec: RouteSpec, targets: RouteFuzzTargets): RequestParts {
  return {
    method: spec.method,
    template: spec.template,
    params: spec.params?.(targets) ?? {},
    query: spec.query?.(targets) ?? {},
    headers: { ...(spec.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...(spec.headers?.(targets) ?? {}) },
    body: spec.body?.(targets),
  }
}

/** Node's client refuses paths with spaces, controls or non-Latin-1 characters: percent-encode those, keep deliberate `%ZZ`. */
const sendable = (path: string): string => [...path].map((char) => (/^[\x21-\x7e]$/.test(char) ? char : encodeURIComponent(char))).join('')
const queryValue = (value: string): string => (value.startsWith('%') ? sendable(value) : encodeURIComponent(value))

function toRequest(spec: RouteSpec, parts: RequestParts, defects: readonly string[]): RouteFuzzRequest {
  const path = parts.template.replace(/:(\w+)/g, (_, name: string) => parts.params[name] ?? '')
  const query = Object.entries(parts.query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${queryValue(value)}`)
    .join('&')
  const body = parts.rawBody ?? (parts.body !== undefined ? JSON.stringify(parts.body) : undefined)
  return {
    method: parts.method,
    path: sendable(query ? `${path}?${query}` : path),
    headers: parts.headers,
    ...(body !== undefined && parts.method !== 'GET' && parts.method !== 'HEAD' ? { body } : {}),
    defect: defects.join(', '),
    route: `${spec.method} ${spec.template}`,
  }
}

/**
 * `count` requests over every route of {@link ROUTE_SPECS}, seeded (mulberry32) so a failure
 * replays: each starts from a request the route accepts and gets one to three defects (wrong
 * method, missing or hostile query values, path traversal, unicode, invalid or oversized JSON,
 * wrong types, odd addresses, hostile headers). A route that would store something always gets
 * one defect it must refuse. About one in twelve is an unknown route instead.
 */
export function generateRouteFuzz(count: number, seed: number, targets: RouteFuzzTargets): RouteFuzzRequest[] {
  const random = createRandom(seed)
  const draw: Draw = { random, pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T }
  return Array.from({ length: count }, (_, index) => {
    if (index % 12 === 11) return unknownRoute(draw)
    const spec = ROUTE_SPECS[index % ROUTE_SPECS.length]!
    const parts = baseParts(spec, targets)
    const defects: string[] = []
    const wanted = 1 + Math.floor(random() * 3)
    for (let attempt = 0; defects.length < wanted && attempt < 12; attempt++) {
      const defect = draw.pick(ANY)(parts, spec, draw, targets)
      if (defect) defects.push(defect)
    }
    if (spec.stores) {
      for (let defect: string | undefined; defect === undefined; ) defect = draw.pick(REJECTING)(parts, spec, draw, targets)
      defects.push('(refused for sure)')
    }
    return toRequest(spec, parts, defects)
  })
}

function unknownRoute(draw: Draw): RouteFuzzRequest {
  const path = draw.pick([
    '/',
    '/v1',
    '/v1/',
    '/v2/convert/quotes',
    '/v1/convert',
    '/v1/convert/',
    '/v1/convert/approve',
    '/V1/CONVERT/QUOTES',
    '/e/',
    '/getwallets',
    `/${draw.pick(TRAVERSALS)}`,
    `/getWalletImage/${draw.pick(TRAVERSALS)}`,
    `/public/getTokenImage/${draw.pick(TRAVERSALS)}`,
    `/v1/account/${draw.pick(TRAVERSALS)}/balance`,
    '/v1/account//balance',
    `/${'a/'.repeat(300)}`,
    `/v1/${encodeURIComponent(draw.pick(UNICODE))}`,
  ])
  const method = draw.pick(METHODS)
  return {
    method,
    path: sendable(path),
    headers: {},
    ...(method === 'POST' || method === 'PUT' ? { body: draw.pick(INVALID_JSON) } : {}),
    defect: 'unknown route',
    route: 'unknown',
  }
}
