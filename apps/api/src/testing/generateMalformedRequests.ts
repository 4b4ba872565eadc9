/** A raw HTTP request for the fuzz test (path already percent-encoded as sent). */
export interface FuzzRequest {
  readonly method: string
  readonly path: string
  readonly headers: Record<string, string>
  readonly body?: string
  /** Why it is malformed (for failure messages). */
  readonly defect: string
}

/** mulberry32: a small seeded generator, so a failing case can be replayed. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export interface FuzzContext {
  /** A project whose rate limit the fuzzer will not exhaust. */
  readonly projectId: string
  readonly allowedOrigin: string
  readonly account: string
  readonly chainIds: readonly string[]
}

const GET_ENDPOINTS = [
  '/appkit/v1/config',
  '/projects/v1/origins',
  '/getAnalyticsConfig',
  '/getWallets',
  '/v1/supported-chains',
  '/v1/account/{address}/balance',
  '/v1/identity/{address}',
  '/v1/account/{address}/history',
  '/v1/account/{address}/nfts',
  '/getWalletImage/{id}',
  '/getAssetImage/{id}',
  '/public/getCurrencyImage/{id}',
  '/public/getTokenImage/{id}',
] as const

/**
 * Generates `count` malformed requests across the API: random methods and unknown paths, broken
 * path parameters, bad query values, broken or hostile JSON bodies, odd headers. Every request
 * to the one storing endpoint (POST /e) carries at least one defect, so none may be stored.
 */
export function generateMalformedRequests(count: number, seed: number, context: FuzzContext): FuzzRequest[] {
  const random = createRandom(seed)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const int = (max: number): number => Math.floor(random() * max)
  const enc = encodeURIComponent
  const junkChars = 'abcXYZ019-_.~!$&\'()*+,;=:@/?#[]%"<>\\^`{|} é€😀\u0000\u0007\n\t'
  const junk = (max = 40): string => Array.from({ length: 1 + int(max) }, () => pick([...junkChars])).join('')
  const hexish = (length: number): string => Array.from({ length }, () => pick([...'0123456789abcdefABCDEFxg'])).join('')

  const badAddresses = [
    '',
    '0x',
    '0x123',
    `0x${hexish(40)}g`,
    `0x${'a'.repeat(41)}`,
    `${'f'.repeat(39)}`,
    'null',
    'undefined',
    '%00',
    '..',
    '%2e%2e%2f',
    `0x${'0'.repeat(38)}%00`,
    '%E0%A4%A',
    '%ZZ',
    '1'.repeat(200),
    'O0OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO',
    junk(),
  ]
  const badQueryValues = [
    '',
    '%00',
    '%',
    '%ZZ',
    '%E0%A4%A',
    'null',
    'undefined',
    '[]',
    '{}',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    'a'.repeat(3000),
    '<script>',
    "' or 1=1 --",
    '%27%3B%20drop%20table%20identities%3B--',
    junk(),
  ]
  const badChainIds = ['eip155', 'eip155:', ':1', 'eip155:1:2', 'eip155:%00', '%20', 'EIP155:1', 'eip155:1;drop', 'a'.repeat(200), junk(20)]
  const badCursors = [
    'x',
    '!!!',
    Buffer.from('null').toString('base64url'),
    Buffer.from('[1,2,3]').toString('base64url'),
    Buffer.from(JSON.stringify([1e300, 'eip155:1', 1, 1])).toString('base64url'),
    Buffer.from(JSON.stringify([-5, 'eip155:1', 1, 1])).toString('base64url'),
    Buffer.from(JSON.stringify(['a', 'b', 'c'])).toString('base64url'),
    Buffer.from(JSON.stringify([1, 'eip155:1\u0000', 1, 1])).toString('base64url'),
    'a'.repeat(600),
  ]

  const sdk = (): string => `st=${pick(['appkit', 'html'])}&sv=${pick(['html-1.0.0', 'react-2.0.0'])}`
  const projectParam = (): string =>
    pick([
      `projectId=${context.projectId}`,
      `projectId=${context.projectId}`,
      `projectId=${context.projectId}`,
      '',
      `projectId=${enc(junk(10))}`,
      'projectId=',
      `projectId=${context.projectId}&projectId=other`,
    ])

  function badGet(): FuzzRequest {
    const template = pick(GET_ENDPOINTS)
    const defect = pick(['path', 'query', 'sdk', 'headers', 'method'] as const)
    const address = defect === 'path' ? pick(badAddresses) : pick([context.account, context.account.toLowerCase(), context.account.slice(2)])
    const id = defect === 'path' ? pick(badAddresses) : pick(['metamask', 'USDC', 'eip155-1', 'USD', 'unknown-image'])
    let path = template.replace('{address}', address).replace('{id}', id)
    const params = [projectParam()]
    if (defect === 'sdk') params.push(pick(['', 'st=', `st=${enc(junk())}&sv=1`, `st=a&sv=${'v'.repeat(300)}`, 'sv=1']))
    else params.push(sdk())
    if (defect === 'query' || random() < 0.5) {
      const key = pick([
        'chainId',
        'currency',
        'cursor',
        'limit',
        'forceUpdate',
        'sender',
        'page',
        'entries',
        'include',
        'exclude',
        'search',
        'badge_type',
        'chains',
      ])
      const value =
        key === 'chainId' || key === 'chains'
          ? pick([...badChainIds, pick(context.chainIds), 'eip155:999999'])
          : key === 'cursor'
            ? pick(badCursors)
            : key === 'include' || key === 'exclude'
              ? pick([Array.from({ length: 600 }, (_, i) => `w${i}`).join(','), 'META MASK', junk()])
              : pick(badQueryValues)
      params.push(`${key}=${/%|[^\w.~-]/.test(value) && !/%[0-9A-F]{2}/i.test(value) ? enc(value) : value}`)
    }
    if (random() < 0.2) path += pick(['/', '//', '/extra', '?', '#frag'])
    const headers: Record<string, string> = {}
    if (defect === 'headers' || random() < 0.3) {
      headers['origin'] = pick([context.allowedOrigin, 'http://evil.test', 'null', 'http://localhost:5173.evil.test', junk(20).replace(/[^\x21-\x7e]/g, 'x')])
      headers['x-project-id'] = pick([context.projectId, 'x'.repeat(500), 'bad id'])
      headers['if-none-match'] = pick(['*', '"abc"', 'W/"x"', 'x'.repeat(2000)])
      headers['content-type'] = pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x', '*/*'])
    }
    const method = defect === 'method' ? pick(['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND']) : 'GET'
    return {
      method,
      path: `${path}?${params.filter(Boolean).join('&')}`,
      headers,
      ...(method === 'POST' || method === 'PUT' ? { body: pick(['{', 'null', '[]', junk()]) } : {}),
      defect: `GET ${defect}`,
    }
  }

  const validEvent = (): Record<string, unknown> => ({
    eventId: `evt-${int(1e9)}`,
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: Date.now(),
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
  const eventDefects: ReadonlyArray<[string, () => string]> = [
    ['malformed JSON', () => pick(['{', '{"eventId":', '[1,2', 'nul', '{"a":1}}', junk()])],
    ['not an object', () => pick(['null', '1', '"text"', '[]', 'true'])],
    [
      'missing field',
      () => {
        const e = validEvent()
        delete e[pick(['eventId', 'url', 'domain', 'timestamp', 'props'])]
        return JSON.stringify(e)
      },
    ],
    [
      'wrong type',
      () => {
        const e = validEvent()
        const field = pick(['eventId', 'url', 'domain', 'timestamp', 'props'] as const)
        const wrong: Record<typeof field, readonly unknown[]> = {
          eventId: [1, null, [], {}, true],
          url: [1, null, [], {}, true],
          domain: [1, null, [], {}, true],
          timestamp: ['1700000000', null, [], {}, true, -1.5],
          props: [1, 'x', null, [], true],
        }
        e[field] = pick(wrong[field])
        return JSON.stringify(e)
      },
    ],
    ['bad url', () => JSON.stringify({ ...validEvent(), url: pick(['not a url', '', 'javascript', 'x'.repeat(3000)]) })],
    ['bad timestamp', () => JSON.stringify({ ...validEvent(), timestamp: pick([-1, 1.5, 1e300, '123']) })],
    ['props without event', () => JSON.stringify({ ...validEvent(), props: pick([{}, { event: '' }, { event: 5 }, []]) })],
    ['extra field', () => JSON.stringify({ ...validEvent(), [pick(['extra', '__proto__', 'constructor', 'admin'])]: true })],
    ['NUL in text', () => JSON.stringify({ ...validEvent(), eventId: 'a\u0000b' })],
    ['deep nesting', () => JSON.stringify({ ...validEvent(), props: { event: 'X', properties: JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`) } })],
    ['too large', () => JSON.stringify({ ...validEvent(), props: { event: 'X', properties: { big: 'x'.repeat(20_000) } } })],
    ['long eventId', () => JSON.stringify({ ...validEvent(), eventId: 'e'.repeat(129) })],
  ]
  const eventQueryDefects = [
    '',
    `projectId=${context.projectId}`,
    `projectId=${context.projectId}&st=appkit`,
    `projectId=nope&${sdk()}`,
    `${sdk()}`,
    `projectId=${context.projectId}&st=${enc('bad value')}&sv=1`,
  ]

  function badEvent(): FuzzRequest {
    if (random() < 0.25) {
      // a valid body behind a broken query: still rejected
      return {
        method: 'POST',
        path: `/e?${pick(eventQueryDefects)}`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validEvent()),
        defect: 'POST /e query',
      }
    }
    const [name, make] = pick(eventDefects)
    const headers: Record<string, string> = { 'content-type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']) }
    if (random() < 0.2) headers['origin'] = pick([context.allowedOrigin, 'http://evil.test'])
    return { method: 'POST', path: `/e?projectId=${context.projectId}&${sdk()}`, headers, body: make(), defect: `POST /e ${name}` }
  }

  function badPrice(): FuzzRequest {
    const good = { currency: 'usd', addresses: [`${pick(context.chainIds)}:0x5FbDB2315678afecb367f032d93F642f64180aa3`], projectId: context.projectId }
    const body = pick([
      '{',
      'null',
      '[]',
      junk(),
      JSON.stringify({ ...good, currency: pick(['', 'dollars', 1, null, 'xyz']) }),
      JSON.stringify({
        ...good,
        addresses: pick([[], 'eip155:1:0x1', [1], ['eip155:1'], ['a:b:c:d'], [':::'], Array.from({ length: 101 }, () => 'eip155:1:0x1')]),
      }),
      JSON.stringify({ ...good, projectId: pick([5, '', 'nope', null]) }),
      JSON.stringify({ ...good, extra: 1 }),
      JSON.stringify({ ...good, addresses: ['eip155:1:0x\u0000'] }),
    ])
    return {
      method: 'POST',
      path: pick(['/v1/fungible/price', `/v1/fungible/price?${projectParam()}`]),
      headers: { 'content-type': 'application/json' },
      body,
      defect: 'POST price',
    }
  }

  function randomRequest(): FuzzRequest {
    const method = pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
    const path = pick([
      '/',
      '/v1',
      '/v1/',
      '/v2/account/x/balance',
      '/e/',
      '/E',
      '/getwallets',
      '/appkit/v1/config/extra',
      '/%2e%2e/etc/passwd',
      `/${enc(junk(30))}`,
      `/v1/account/${context.account}/${enc(junk(8))}`,
      '/v1/account//balance',
      `/${'a/'.repeat(200)}`,
      '/health/x',
    ])
    return {
      method,
      path: `${path}?${projectParam()}&${sdk()}`,
      headers: random() < 0.5 ? { origin: pick([context.allowedOrigin, 'http://evil.test']) } : {},
      ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { body: junk() } : {}),
      defect: 'unknown route or method',
    }
  }

  // Node's client refuses paths with spaces, controls or non-Latin-1 characters: percent-encode
  // those, but keep deliberately broken sequences such as `%ZZ` or `%E0%A4%A` as they are.
  const sendable = (path: string): string => [...path].map((char) => (/^[\x21-\x7e]$/.test(char) ? char : encodeURIComponent(char))).join('')

  return Array.from({ length: count }, () => {
    const kind = random()
    const request = kind < 0.45 ? badGet() : kind < 0.7 ? badEvent() : kind < 0.85 ? badPrice() : randomRequest()
    return { ...request, path: sendable(request.path) }
  })
}
