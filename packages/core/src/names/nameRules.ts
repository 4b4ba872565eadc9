import { InvalidChainIdError } from '../errors/names.js'

/**
 * Name rules shared by the UI, core and the Kit API (docs/rules/validation.md: letters, digits and hyphens
 * only, at least 4 characters; names on EVM only; a chain id to coin type must be below 2^31).
 */

/** docs/rules/validation.md: at least 4 characters. */
export const NAME_MIN_LENGTH = 4
/** A DNS label holds at most 63 characters (the name is resolved through ENS). */
export const NAME_MAX_LENGTH = 63
/** docs/rules/limits.md: `.reown.id` and the legacy `.wcn.id`; Kit's own default comes first. */
export const NAME_SUFFIXES = ['.kit.id', '.reown.id', '.wcn.id'] as const
/** The suffix a registered name gets unless the app asks for another of `NAME_SUFFIXES`. */
export const DEFAULT_NAME_SUFFIX = '.kit.id'
/** ENSIP-9 coin type of Ethereum mainnet. */
export const ETH_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000

/** What is wrong with a name label (without suffix), or undefined when it is valid. */
export function validateNameLabel(label: string): string | undefined {
  if (label.length < NAME_MIN_LENGTH) return `Names have at least ${NAME_MIN_LENGTH} characters`
  if (label.length > NAME_MAX_LENGTH) return `Names have at most ${NAME_MAX_LENGTH} characters`
  if (!/^[A-Za-z0-9-]+$/.test(label)) return 'Names use letters, digits and hyphens only'
  if (label.startsWith('-') || label.endsWith('-')) return 'Names do not start or end with a hyphen'
  return undefined
}

/** The label of `alice`, `Alice.kit.id`, `alice.reown.id` or `alice.wcn.id` (lower-case); undefined for another suffix. */
export function nameLabel(name: string, suffixes: readonly string[] = NAME_SUFFIXES): string | undefined {
  const lower = name.trim().toLowerCase()
  if (!lower.includes('.')) return lower
  const suffix = suffixes.find((each) => lower.endsWith(each))
  return suffix ? lower.slice(0, -suffix.length) : undefined
}

/** What is wrong with a name typed by a user (`alice` or `alice.kit.id`), or undefined when it can be registered here. */
export function nameProblem(name: string): string | undefined {
  const label = nameLabel(name, [DEFAULT_NAME_SUFFIX])
  return label === undefined ? `Names end in ${DEFAULT_NAME_SUFFIX}` : validateNameLabel(label)
}

/** ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId` (60 for Ethereum mainnet). Throws InvalidChainIdError ('Invalid chainId') from 2^31 on. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) throw new InvalidChainIdError({ chainId })
  if (chainId === 1) return ETH_COIN_TYPE
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}

/** True for a coin type names can be registered with: 60 or an ENSIP-11 EVM coin type (below 2^32). */
export function isEvmCoinType(coinType: number): boolean {
  return coinType === ETH_COIN_TYPE || (Number.isSafeInteger(coinType) && coinType >= EVM_COIN_TYPE_FLAG && coinType <= 0xffffffff)
}

/** The message a name registration signs (docs/rules/calls.md): name, empty attributes, unix seconds. */
export function createNameMessage(name: string, timestamp: number = Math.floor(Date.now() / 1000)): string {
  return JSON.stringify({ name, attributes: {}, timestamp })
}
