import { formatSiwxMessage, type SiwxMessageOptions } from './formatSiwxMessage.js'
import { SiwxMessageError } from './siwxErrors.js'
import { SIWX_ACCOUNT_NAMES, type SiwxNamespace } from './siwxNamespaces.js'
import type { SIWXMessage } from './types.js'

const headerPattern = /^(\S+) wants you to sign in with your (Ethereum|Solana|Bitcoin) account:$/
const namespaces = Object.fromEntries(Object.entries(SIWX_ACCOUNT_NAMES).map(([key, value]) => [value, key])) as Record<string, SiwxNamespace>
const optionalFields = [
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

function fail(field: string, message: string): never {
  throw new SiwxMessageError({ field, message })
}

/**
 * Reads a sign-in message written by formatSiwxMessage (or any EIP-4361 / CAIP-122 writer) back
 * into its fields; the network comes from the account word and the chain id line. The text is
 * accepted only if writing the fields again gives exactly the same text, so what is signed and
 * what is read cannot differ (no extra lines, spaces or a non-EIP-55 address). `options` as
 * formatSiwxMessage's.
 */
export function parseSiwxMessage(message: string, options: SiwxMessageOptions = {}): SIWXMessage.Data {
  if (typeof message !== 'string' || message.length > 16_384) fail('message', 'Expected a message of at most 16384 characters')
  const lines = message.split('\n')
  const header = headerPattern.exec(lines[0] ?? '')
  if (!header) fail('message', "Expected '{domain} wants you to sign in with your {Ethereum|Solana|Bitcoin} account:'")
  const namespace = namespaces[header[2]!]!
  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') fail('message', 'Expected an empty line after the address')
  let index = 3
  let statement: string | undefined
  if (lines[index] !== '') {
    statement = lines[index]
    index++
    if (lines[index] !== '') fail('statement', 'Expected an empty line after the statement')
  }
  index++
  const take = (label: string, field: string, required: boolean): string | undefined => {
    const line = lines[index]
    if (line?.startsWith(`${label}: `)) {
      index++
      return line.slice(label.length + 2)
    }
    if (required) fail(field, `Expected '${label}: ...'`)
    return undefined
  }
  const uri = take('URI', 'uri', true)!
  const version = take('Version', 'version', true)!
  const reference = take('Chain ID', 'chainId', true)!
  const nonce = take('Nonce', 'nonce', true)!
  const issuedAt = take('Issued At', 'issuedAt', true)!
  const data: SIWXMessage.Data = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain: header[1]!,
    uri,
    version,
    nonce,
    issuedAt,
    ...(statement === undefined ? {} : { statement }),
  }
  for (const [label, field] of optionalFields) {
    const value = take(label, field, false)
    if (value !== undefined) data[field] = value
  }
  if (lines[index] === 'Resources:') {
    index++
    data.resources = []
    while (lines[index]?.startsWith('- ')) data.resources.push(lines[index++]!.slice(2))
  }
  if (index !== lines.length) fail('message', `Unexpected line ${index + 1}`)
  if (formatSiwxMessage(data, options) !== message) fail('message', 'The message is not in canonical form')
  return data
}
