import { nameLabel, validateNameLabel } from '@kit/core/names'
import type { Queryable } from '@kit/server-shared/db'
import {
  type Address,
  bytesToString,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  encodePacked,
  type Hex,
  hexToBytes,
  keccak256,
  namehash,
  parseAbi,
  zeroAddress,
} from 'viem'
import { sign } from 'viem/accounts'
import { InputError } from '../http/apiError.js'
import { findProfileByName, findProfilesByAddress } from './profileRows.js'

/** What the ENS offchain resolver asks its gateway (ERC-3668 call data) and the profiles it forwards. */
const resolverServiceAbi = parseAbi(['function resolve(bytes name, bytes data) view returns (bytes result, uint64 expires, bytes sig)'])
const resolverProfileAbi = parseAbi([
  'function addr(bytes32 node) view returns (address)',
  'function addr(bytes32 node, uint256 coinType) view returns (bytes)',
  'function name(bytes32 node) view returns (string)',
  'function text(bytes32 node, string key) view returns (string)',
  'function contenthash(bytes32 node) view returns (bytes)',
])
const DEFAULT_EVM_COIN_TYPE = 0x80000000n

export interface GatewayParameters {
  readonly db: Queryable
  /** Suffix of registered names (answers use it) and the suffixes lookups accept. */
  readonly suffix: string
  readonly suffixes: readonly string[]
  readonly privateKey: Hex
  /** The offchain resolver the signature is bound to (its `resolveWithProof` checks `address(this)`). */
  readonly resolver: Address
  readonly ttlSeconds: number
}

/** DNS wire format (RFC 1035 labels) → dotted lower-case name; a 400 when malformed. */
export function decodeDnsName(bytes: Uint8Array): string {
  const labels: string[] = []
  let offset = 0
  while (offset < bytes.length) {
    const length = bytes[offset]!
    if (length === 0) {
      if (offset !== bytes.length - 1 || labels.length === 0) break
      return labels.join('.').toLowerCase()
    }
    if (offset + 1 + length > bytes.length) break
    labels.push(bytesToString(bytes.subarray(offset + 1, offset + 1 + length)))
    offset += 1 + length
  }
  throw new InputError('data', 'Malformed DNS-encoded name')
}

/** `<address>.addr.reverse` (60), `<address>.default.reverse` (2^31), `<address>.<coin type hex>.reverse` (ENSIP-19). */
function parseReverseName(name: string): { address: string; coinType: bigint | undefined } | undefined {
  const match = /^([0-9a-f]{40})\.([0-9a-f]{1,8}|addr|default)\.reverse$/.exec(name)
  if (!match) return undefined
  const kind = match[2]!
  const coinType = kind === 'addr' ? undefined : kind === 'default' ? DEFAULT_EVM_COIN_TYPE : BigInt(`0x${kind}`)
  return { address: `0x${match[1]}`, coinType }
}

async function answerReverse(
  parameters: GatewayParameters,
  reverse: { address: string; coinType: bigint | undefined },
  call: ReturnType<typeof decodeProfileCall>,
): Promise<Hex> {
  if (call.functionName !== 'name') return '0x'
  const coinType = reverse.coinType === undefined || reverse.coinType === DEFAULT_EVM_COIN_TYPE ? undefined : Number(reverse.coinType)
  const rows = await findProfilesByAddress(parameters.db, reverse.address, coinType)
  return encodeFunctionResult({ abi: resolverProfileAbi, functionName: 'name', result: rows[0] ? `${rows[0].name}${parameters.suffix}` : '' })
}

async function answerForward(parameters: GatewayParameters, name: string, call: ReturnType<typeof decodeProfileCall>): Promise<Hex> {
  const label = nameLabel(name, parameters.suffixes)
  const row = label !== undefined && !label.includes('.') && validateNameLabel(label) === undefined ? await findProfileByName(parameters.db, label) : undefined
  if (call.functionName === 'addr' && call.args.length === 1) {
    return encodeAbiParameters([{ type: 'address' }], [(row?.address ?? zeroAddress) as Address])
  }
  if (call.functionName === 'addr' && call.args.length === 2) {
    const coinType = call.args[1]
    const matches = row !== undefined && (coinType === 60n || coinType === DEFAULT_EVM_COIN_TYPE || coinType === BigInt(row.coin_type))
    return encodeAbiParameters([{ type: 'bytes' }], [matches ? (row.address as Hex) : '0x'])
  }
  if (call.functionName === 'text') return encodeFunctionResult({ abi: resolverProfileAbi, functionName: 'text', result: '' })
  if (call.functionName === 'contenthash') return encodeFunctionResult({ abi: resolverProfileAbi, functionName: 'contenthash', result: '0x' })
  return encodeFunctionResult({ abi: resolverProfileAbi, functionName: 'name', result: '' })
}

function decodeProfileCall(data: Hex) {
  try {
    return decodeFunctionData({ abi: resolverProfileAbi, data })
  } catch {
    throw new InputError('data', 'Unsupported resolver profile (addr, name, text and contenthash are served)')
  }
}

/**
 * Answers one ERC-3668 request of the ENS offchain resolver (`resolve(bytes name, bytes data)`
 * call data): forward records (`addr`, `text`, `contenthash`) of Kit names and reverse names
 * (`name(bytes32)` of `<address>.addr.reverse`), ABI-encoded as `(bytes result, uint64 expires,
 * bytes sig)` with `sig` over `keccak256(0x1900 ‖ resolver ‖ expires ‖ keccak256(request) ‖
 * keccak256(result))` (the resolver's `SignatureVerifier`). Unknown names answer the zero address.
 */
export async function answerGatewayRequest(parameters: GatewayParameters, request: Hex): Promise<Hex> {
  let decoded: ReturnType<typeof decodeFunctionData<typeof resolverServiceAbi>>
  try {
    decoded = decodeFunctionData({ abi: resolverServiceAbi, data: request })
  } catch {
    throw new InputError('data', 'Expected resolve(bytes name, bytes data) call data')
  }
  const [dnsName, data] = decoded.args
  const name = decodeDnsName(hexToBytes(dnsName))
  const call = decodeProfileCall(data)
  if (call.args[0] !== namehash(name)) throw new InputError('data', 'The node does not match the name')
  const reverse = parseReverseName(name)
  const result = reverse ? await answerReverse(parameters, reverse, call) : await answerForward(parameters, name, call)

  const expires = BigInt(Math.floor(Date.now() / 1000) + parameters.ttlSeconds)
  const hash = keccak256(
    encodePacked(['bytes2', 'address', 'uint64', 'bytes32', 'bytes32'], ['0x1900', parameters.resolver, expires, keccak256(request), keccak256(result)]),
  )
  const signature = await sign({ hash, privateKey: parameters.privateKey, to: 'hex' })
  return encodeAbiParameters([{ type: 'bytes' }, { type: 'uint64' }, { type: 'bytes' }], [result, expires, signature])
}
