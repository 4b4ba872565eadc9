import { keccak_256 } from '@noble/hashes/sha3'
import { SiweMessage } from 'siwe'
import { getAddress } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import type { SIWXMessage } from './types.js'

const evm: SIWXMessage.Data = {
  accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  chainId: 'eip155:31337',
  domain: 'localhost:5173',
  uri: 'http://localhost:5173/app',
  version: '1',
  nonce: 'a1b2c3d4e5f6a7b8c9d0e1f2',
  statement: 'Sign in to Kit demo',
  issuedAt: '2026-11-26T07:00:00.000Z',
}
const full: SIWXMessage.Data = {
  ...evm,
  expirationTime: '2026-11-27T07:00:00.000Z',
  notBefore: '2026-11-26T06:59:00.000Z',
  requestId: 'req-42',
  resources: ['https://example.com/terms', 'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
}

describe('eip155 (EIP-4361)', () => {
  test('default: exactly the text viem writes, address in EIP-55', () => {
    for (const data of [evm, full, { ...evm, statement: undefined }]) {
      const text = formatSiwxMessage(data)
      expect(text).toBe(
        createSiweMessage({
          address: getAddress(data.accountAddress),
          chainId: 31337,
          domain: data.domain,
          uri: data.uri,
          version: '1',
          nonce: data.nonce,
          statement: data.statement,
          issuedAt: new Date(data.issuedAt!),
          expirationTime: data.expirationTime ? new Date(data.expirationTime) : undefined,
          notBefore: data.notBefore ? new Date(data.notBefore) : undefined,
          requestId: data.requestId,
          resources: data.resources,
        }),
      )
      expect(text.split('\n')[1]).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    }
  })

  test('behavior: parses with viem and the siwe package, and round-trips', () => {
    const text = formatSiwxMessage(full)
    const viemParsed = parseSiweMessage(text)
    expect(viemParsed).toMatchObject({ chainId: 31337, domain: 'localhost:5173', nonce: full.nonce, requestId: 'req-42', resources: full.resources })
    expect(validateSiweMessage({ message: viemParsed, domain: 'localhost:5173', time: new Date('2026-11-26T08:00:00Z') })).toBe(true)
    const siwe = new SiweMessage(text)
    expect(siwe).toMatchObject({
      address: getAddress(evm.accountAddress),
      chainId: 31337,
      uri: full.uri,
      statement: full.statement,
      expirationTime: full.expirationTime,
    })
    expect(siwe.prepareMessage()).toBe(text)
    expect(parseSiwxMessage(text)).toEqual({ ...full, accountAddress: getAddress(full.accountAddress) })
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
    const bare = formatSiwxMessage({ ...evm, statement: undefined })
    expect(new SiweMessage(bare).prepareMessage()).toBe(bare)
    expect(parseSiwxMessage(bare).statement).toBeUndefined()
  })

  test("options.keccak256: written and read back with the given hash (a server's native Keccak), which decides canonical form", () => {
    const seen: string[] = []
    const hash = (data: Uint8Array) => {
      seen.push(new TextDecoder().decode(data))
      return keccak_256(data)
    }
    const text = formatSiwxMessage(evm, { keccak256: hash })
    expect(text).toBe(formatSiwxMessage(evm))
    expect(parseSiwxMessage(text, { keccak256: hash })).toEqual({ ...evm, accountAddress: getAddress(evm.accountAddress) })
    const lower = evm.accountAddress.slice(2).toLowerCase()
    expect(seen).toEqual([lower, lower])
    // A hash that disagrees with the text's address checksum: not canonical.
    expect(() => parseSiwxMessage(text, { keccak256: () => new Uint8Array(32) })).toThrow('The message is not in canonical form')
  })
})

describe.each([
  ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'Solana'],
  ['bip122', 'bip122:000000000933ea01ad0ee984209779ba', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'Bitcoin'],
  ['bip122 legacy', 'bip122:000000000019d6689c085ae165831e93', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'Bitcoin'],
] as const)('%s (CAIP-122)', (_, chainId, accountAddress, word) => {
  const data: SIWXMessage.Data = { ...full, chainId, accountAddress }
  test('default: the CAIP-122 layout with the CAIP-2 reference as chain id', () => {
    const text = formatSiwxMessage(data)
    expect(text.split('\n').slice(0, 2)).toEqual([`localhost:5173 wants you to sign in with your ${word} account:`, accountAddress])
    expect(text).toContain(`\nChain ID: ${chainId.split(':')[1]}\nNonce: ${data.nonce}\n`)
  })
  test('behavior: round-trips', () => {
    const text = formatSiwxMessage(data)
    expect(parseSiwxMessage(text)).toEqual(data)
    expect(formatSiwxMessage(parseSiwxMessage(text))).toBe(text)
  })
})

describe('bad input', () => {
  test.each([
    [{ chainId: 'cosmos:hub' }, 'chainId'],
    [{ chainId: 'eip155:abc' }, 'chainId'],
    [{ accountAddress: '0x123' }, 'accountAddress'],
    [{ domain: 'evil.com/path' }, 'domain'],
    [{ domain: 'a b' }, 'domain'],
    [{ uri: 'not a uri' }, 'uri'],
    [{ version: '2' }, 'version'],
    [{ nonce: 'short' }, 'nonce'],
    [{ nonce: 'abc-defgh' }, 'nonce'],
    [{ statement: 'two\nlines' }, 'statement'],
    [{ issuedAt: 'yesterday' }, 'issuedAt'],
    [{ expirationTime: '2026-13-45T00:00:00Z' }, 'expirationTime'],
    [{ resources: ['no uri'] }, 'resources'],
  ] as const)('format refuses %o', (change, field) => {
    expect(() => formatSiwxMessage({ ...evm, ...change })).toThrowError(expect.objectContaining({ name: 'SiwxMessageError', field }))
  })

  test('parse refuses what is not canonical or not a sign-in message', () => {
    const text = formatSiwxMessage(full)
    for (const bad of [
      '',
      'hello',
      text.replace('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'),
      `${text}\nextra`,
      text.replace('Version: 1', 'Version: 2'),
      text.replace('\nNonce:', '\nNonce: \nX:'),
      text.replace('URI: ', 'URI:  '),
      `${text}\n`,
      text.replace('Expiration Time', 'Expiry'),
      text.replace('wants you to sign in with your Ethereum account', 'wants you to sign in with your Dogecoin account'),
      'x'.repeat(20_000),
    ])
      expect(() => parseSiwxMessage(bad)).toThrowError(expect.objectContaining({ name: 'SiwxMessageError' }))
  })
})
