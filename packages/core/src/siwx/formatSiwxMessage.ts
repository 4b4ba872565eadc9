import { SiwxMessageError } from './siwxErrors.js'
import { isSiwxNamespace, SIWX_ACCOUNT_NAMES, SIWX_ADDRESS_PATTERNS, SIWX_REFERENCE_PATTERNS } from './siwxNamespaces.js'
import { type Keccak256, toChecksumAddress } from './toChecksumAddress.js'
import type { SIWXMessage } from './types.js'

// RFC 3986 authority without user info: a host name, IPv4 or bracketed IPv6, optional port.
const domainPattern =
  /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*|\[[0-9a-fA-F:.]+\])(?::[0-9]{1,5})?$/
const uriPattern = /^[a-zA-Z][a-zA-Z0-9+.-]*:[^\s]+$/
const noncePattern = /^[a-zA-Z0-9]{8,}$/
// The date-time form both writers of the ecosystem emit: `Date.toISOString()`.
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/

/** How the message text is written (and read back by parseSiwxMessage). */
export interface SiwxMessageOptions {
  /**
   * The Keccak-256 of an eip155 address's EIP-55 checksum (default @noble/hashes', pure JS). A
   * server that reads many messages may pass a native one.
   */
  readonly keccak256?: Keccak256
}

function fail(field: string, message: string): never {
  throw new SiwxMessageError({ field, message })
}

function checkDate(field: string, value: string | undefined): void {
  if (value === undefined) return
  if (!dateTimePattern.test(value) || Number.isNaN(Date.parse(value))) fail(field, 'Expected an RFC 3339 date-time')
}

/**
 * The sign-in message text: EIP-4361 for eip155 (address in EIP-55), the same CAIP-122 layout
 * with the account word `Solana` / `Bitcoin` for solana and bip122. The chain id line carries the
 * CAIP-2 reference. Every field is checked; a bad one is SiwxMessageError naming it.
 */
export function formatSiwxMessage(data: SIWXMessage.Data, options: SiwxMessageOptions = {}): string {
  const [namespace = '', reference = '', ...rest] = data.chainId.split(':')
  if (rest.length > 0 || !isSiwxNamespace(namespace)) fail('chainId', 'Expected an eip155, solana or bip122 CAIP-2 id')
  if (!SIWX_REFERENCE_PATTERNS[namespace].test(reference)) fail('chainId', 'Invalid CAIP-2 network id')
  if (!SIWX_ADDRESS_PATTERNS[namespace].test(data.accountAddress)) fail('accountAddress', `Invalid ${namespace} address`)
  if (!domainPattern.test(data.domain)) fail('domain', 'Expected an RFC 3986 authority (host[:port])')
  if (!uriPattern.test(data.uri)) fail('uri', 'Expected an RFC 3986 URI')
  if (data.version !== '1') fail('version', "Expected '1'")
  if (!noncePattern.test(data.nonce)) fail('nonce', 'Expected at least 8 letters or digits')
  if (data.statement !== undefined && (/[\n\r]/.test(data.statement) || data.statement === '')) fail('statement', 'Expected one non-empty line')
  checkDate('issuedAt', data.issuedAt)
  checkDate('expirationTime', data.expirationTime)
  checkDate('notBefore', data.notBefore)
  if (data.requestId !== undefined && /[\n\r]/.test(data.requestId)) fail('requestId', 'Expected one line')
  for (const resource of data.resources ?? []) if (!uriPattern.test(resource)) fail('resources', 'Every resource must be a URI')

  const address = namespace === 'eip155' ? toChecksumAddress(data.accountAddress, options.keccak256) : data.accountAddress
  const lines = [
    `${data.domain} wants you to sign in with your ${SIWX_ACCOUNT_NAMES[namespace]} account:`,
    address,
    '',
    ...(data.statement === undefined ? [] : [data.statement]),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt ?? new Date().toISOString()}`,
  ]
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
