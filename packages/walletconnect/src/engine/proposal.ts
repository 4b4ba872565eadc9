import type { UniversalProviderNamespace } from '@kit/core'
import { WalletConnectProposalError } from '../errors/walletConnect.js'
import type { WalletConnectConnectParameters, WalletConnectProposalNamespace } from '../types.js'

/** A CAIP-2 namespace (`eip155`) and a CAIP-2 chain id of one (`eip155:10`). */
const namespacePattern = /^[-a-z0-9]{3,8}$/
const chainPattern = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/

/** The connect options Kit takes, and the fields of a namespace; AppKit's others are refused, not ignored. */
const takenOptions = new Set(['signal', 'optionalNamespaces', 'namespaces', 'skipPairing'])
const namespaceFields = new Set(['chains', 'methods', 'events', 'rpcMap'])

const refuse = (details: string) => new WalletConnectProposalError({ details })
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function strings(value: unknown, at: string): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item === ''))
    throw refuse(`${at} must be an array of non-empty strings, got ${JSON.stringify(value)}`)
  return value
}

/** One namespace entry (`key` a namespace, or a chain id standing for itself) as a proposal namespace. */
function checkNamespace(key: string, value: unknown, at: string): [string, WalletConnectProposalNamespace] {
  const namespace = namespacePattern.test(key) ? key : chainPattern.exec(key)?.[1]
  if (!namespace) throw refuse(`${at} is neither a CAIP-2 namespace nor a chain id`)
  if (!isRecord(value)) throw refuse(`${at} must be an object with chains, methods and events`)
  for (const field of Object.keys(value))
    if (!namespaceFields.has(field)) throw refuse(`${at} does not take ${field}: it takes chains, methods, events and rpcMap`)
  const { chains = key === namespace ? undefined : [key], methods, events, rpcMap } = value as Partial<UniversalProviderNamespace>
  const checkedChains = strings(chains, `${at}.chains`)
  if (!checkedChains.length) throw refuse(`${at}.chains must name at least one chain`)
  for (const [index, chain] of checkedChains.entries())
    if (chainPattern.exec(chain)?.[1] !== namespace)
      throw refuse(`${at}.chains[${index}] must be a CAIP-2 chain id of ${namespace}, got ${JSON.stringify(chain)}`)
  for (const [reference, url] of Object.entries(rpcMap ?? {}))
    if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url)) throw refuse(`${at}.rpcMap[${reference}] must be an http(s) URL, got ${JSON.stringify(url)}`)
  return [namespace, { chains: checkedChains, methods: strings(methods, `${at}.methods`), events: strings(events, `${at}.events`) }]
}

const union = (first: readonly string[], second: readonly string[]) => [...new Set([...first, ...second])]

/**
 * The proposal's `optionalNamespaces` that a connect's `optionalNamespaces` and `namespaces` ask
 * for (AppKit's UniversalProvider takes both; sign-client proposes required namespaces as optional
 * too), merged per namespace; undefined when neither is given (the registered namespaces then).
 * Throws WalletConnectProposalError on the first entry at fault, and for AppKit's options Kit does
 * not take (`pairingTopic`, `sessionProperties`, `skipPairing: true`).
 */
export function proposalOf(parameters: WalletConnectConnectParameters): Record<string, WalletConnectProposalNamespace> | undefined {
  if (!isRecord(parameters)) throw refuse(`connect() takes an object, got ${JSON.stringify(parameters)}`)
  for (const option of Object.keys(parameters))
    if (!takenOptions.has(option)) throw refuse(`connect() does not take ${option}: it takes signal, optionalNamespaces and namespaces`)
  if (parameters.skipPairing !== undefined && parameters.skipPairing !== false) throw refuse('skipPairing is not supported: connect() always pairs')
  const given = (['optionalNamespaces', 'namespaces'] as const).filter((option) => parameters[option] !== undefined)
  if (!given.length) return undefined
  const proposal: Record<string, WalletConnectProposalNamespace> = {}
  for (const option of given) {
    const entries = parameters[option]
    if (!isRecord(entries)) throw refuse(`${option} must be an object of namespaces, got ${JSON.stringify(entries)}`)
    for (const [key, value] of Object.entries(entries)) {
      const [namespace, checked] = checkNamespace(key, value, `${option}.${key}`)
      const merged = proposal[namespace]
      proposal[namespace] = merged
        ? { chains: union(merged.chains, checked.chains), methods: union(merged.methods, checked.methods), events: union(merged.events, checked.events) }
        : checked
    }
  }
  if (!Object.keys(proposal).length) throw refuse('the namespaces given are empty: name at least one, or give none to propose the networks of the kit')
  return proposal
}
