import { createRequestId } from '@kit/frame-protocol'

/** A deterministic pseudo-random generator (mulberry32). */
function createRandom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const APP_TYPES = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'GET_USER',
  'GET_SOCIAL_REDIRECT_URI',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'RPC_REQUEST',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'RELOAD',
  'RPC_ABORT',
]

/** Payloads that are wrong for the message type they are paired with (or for every type). */
const BAD_PAYLOADS: Record<string, unknown[]> = {
  SWITCH_NETWORK: [{ chainId: -1 }, { chainId: {} }, { chainId: 1, rpcUrl: 'javascript:alert(1)' }],
  CONNECT_EMAIL: [{ email: 'not-an-email' }, { email: 42 }, {}],
  CONNECT_OTP: ['123456', 123456, ['123456']],
  CONNECT_SOCIAL: [{ uri: '' }, { uri: 5 }, {}],
  GET_USER: [{ preferredAccountType: 'root' }, { chainId: [] }],
  GET_SOCIAL_REDIRECT_URI: [{ provider: 'myspace' }, {}],
  IS_CONNECTED: [{ token: 1 }],
  SET_PREFERRED_ACCOUNT: [{ type: 'admin' }, {}],
  RPC_REQUEST: [{ method: '' }, { method: 1 }, { method: 'eth_call', chainNamespace: 'evil' }],
  UPDATE_EMAIL: [{ email: '' }],
  UPDATE_EMAIL_PRIMARY_OTP: ['123456', 123456, ['123456']],
  UPDATE_EMAIL_SECONDARY_OTP: ['123456', 123456],
  SYNC_THEME: [{ themeMode: 'neon' }],
  SYNC_DAPP_DATA: [{ sdkVersion: 1 }, {}],
}
const ANY_BAD_PAYLOAD = ['string', 42, [1, 2], true]

/**
 * `count` messages the frame must drop: wrong shapes, unknown types, replies sent the wrong way,
 * bad ids and bad payloads. Every one fails `parseAppEvent`.
 */
export function createMalformedMessages(count: number, seed = 7): unknown[] {
  const random = createRandom(seed)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T
  const generators: (() => unknown)[] = [
    () => pick([null, undefined, 0, -1, Number.NaN, '', 'hello', true, [], [1, 2, 3]]),
    () => ({}),
    () => ({ type: `@kit-app/${pick(APP_TYPES)}` }),
    () => ({ type: `@kit-app/${pick(APP_TYPES)}`, id: pick(['', 'short', 'x'.repeat(200), 12345678, null, '../../etc/passwd', '<script>']) }),
    () => ({ type: `@kit-app/NOT_A_MESSAGE_${Math.floor(random() * 1000)}`, id: createRequestId(), payload: {} }),
    () => ({ type: `@kit-frame/${pick(APP_TYPES)}_SUCCESS`, id: createRequestId(), payload: {} }),
    () => ({ type: `@w3m-app/${pick(APP_TYPES)}`, id: createRequestId(), payload: {} }),
    () => ({ type: pick(APP_TYPES).toLowerCase(), id: createRequestId() }),
    () => {
      const name = pick(Object.keys(BAD_PAYLOADS))
      return { type: `@kit-app/${name}`, id: createRequestId(), payload: pick(BAD_PAYLOADS[name] as unknown[]) }
    },
    () => ({ type: `@kit-app/${pick(APP_TYPES)}`, id: createRequestId(), payload: pick(ANY_BAD_PAYLOAD) }),
    () => ({ type: '@kit-app/CONNECT_EMAIL', id: createRequestId(), payload: { email: `${'a'.repeat(400)}@example.com` } }),
    () => JSON.parse('{"__proto__":{"type":"@kit-app/SIGN_OUT","id":"aaaaaaaaaaaa"}}') as unknown,
    () => ({ type: ['@kit-app/SIGN_OUT'], id: createRequestId() }),
    () => ({ data: { type: '@kit-app/SIGN_OUT', id: createRequestId() } }),
    () => JSON.stringify({ type: '@kit-app/SIGN_OUT', id: createRequestId() }),
  ]
  return Array.from({ length: count }, () => pick(generators)())
}
