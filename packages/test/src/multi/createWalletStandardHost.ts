import { ProviderRpcError, RPC_ERROR_CODES } from '../eip155/providerRpcError.js'
import type { TestWalletAccount, WalletStandardPart } from './walletStandardPart.js'

/** A feature as the page (or an in-process wallet) declares it: version, properties, method names. */
export interface WalletStandardFeatureDescriptor {
  readonly version: string
  readonly properties: Readonly<Record<string, unknown>>
  readonly methods: readonly string[]
}

/**
 * One Wallet Standard wallet over one or more parts (namespaces): the Node side of an injected
 * test wallet. `call` runs a feature method with decoded inputs; `on('change')` reports the
 * accounts whenever a part's accounts change.
 */
export interface WalletStandardHost {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, WalletStandardFeatureDescriptor>>
  accounts(): readonly TestWalletAccount[]
  call(feature: string, method: string, inputs: readonly unknown[]): Promise<unknown>
  onChange(listener: (accounts: readonly TestWalletAccount[]) => void): () => void
}

const standardFeatures: Readonly<Record<string, WalletStandardFeatureDescriptor>> = {
  'standard:connect': { version: '1.0.0', properties: {}, methods: ['connect'] },
  'standard:disconnect': { version: '1.0.0', properties: {}, methods: ['disconnect'] },
  'standard:events': { version: '1.0.0', properties: {}, methods: ['on'] },
}

export interface CreateWalletStandardHostOptions {
  readonly name: string
  /** A `data:image/...;base64,` URI. */
  readonly icon: string
  readonly parts: readonly WalletStandardPart[]
}

/** Combines parts into one wallet (see {@link WalletStandardPart}). */
export function createWalletStandardHost({ name, icon, parts }: CreateWalletStandardHostOptions): WalletStandardHost {
  const owners = new Map<string, WalletStandardPart>()
  const features: Record<string, WalletStandardFeatureDescriptor> = { ...standardFeatures }
  for (const part of parts)
    for (const [feature, definition] of Object.entries(part.features)) {
      if (owners.has(feature) || feature in standardFeatures) throw new Error(`createWalletStandardHost: feature ${feature} is declared twice`)
      owners.set(feature, part)
      features[feature] = { version: definition.version, properties: definition.properties ?? {}, methods: Object.keys(definition.methods) }
    }
  const accounts = () => parts.flatMap((part) => part.accounts())

  return {
    name,
    icon,
    chains: [...new Set(parts.flatMap((part) => part.chains))],
    features,
    accounts,
    async call(feature, method, inputs) {
      if (feature === 'standard:connect' && method === 'connect') {
        const input = (inputs[0] ?? {}) as { silent?: boolean }
        // One approval covers every namespace, as in multi-chain wallets; a refusal refuses all.
        for (const part of parts) await part.connect({ silent: input.silent === true })
        return { accounts: accounts() }
      }
      if (feature === 'standard:disconnect' && method === 'disconnect') {
        for (const part of parts) await part.disconnect()
        return undefined
      }
      const part = owners.get(feature)
      const run = part?.features[feature]?.methods[method] as ((...inputs: readonly unknown[]) => Promise<unknown>) | undefined
      if (!run) throw new ProviderRpcError(RPC_ERROR_CODES.unsupportedMethod, `${feature} ${method} is not supported by the test wallet.`)
      return run(...inputs)
    },
    onChange(listener) {
      const stops = parts.map((part) => part.onChange(() => listener(accounts())))
      return () => stops.forEach((stop) => stop())
    },
  }
}
