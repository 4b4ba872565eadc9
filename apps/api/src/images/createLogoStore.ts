import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createTtlCache } from '../http/createTtlCache.js'
import { NETWORK_LOGO_NAMES, SOCIAL_LOGO_SLUGS, STAND_IN_NETWORKS, WALLET_LOGO_NAMES } from './logoNames.js'

export type LogoKind = 'wallets' | 'networks' | 'tokens' | 'socials'
export const LOGO_KINDS: readonly LogoKind[] = ['wallets', 'networks', 'tokens', 'socials']

export interface Logo {
  readonly body: Uint8Array
  readonly contentType: 'image/svg+xml'
  readonly etag: string
}

export interface LogoStore {
  /** The logo, or undefined when the packages have none for this id (or it is over the size cap). */
  get(kind: LogoKind, id: string): Promise<Logo | undefined>
}

/** Largest logo served: the packages' SVGs are 1-10 KB; anything bigger is not a logo for a 40 px tile. */
export const MAX_LOGO_BYTES = 64 * 1024

export interface LogoStoreOptions {
  readonly maxBytes?: number
  readonly log?: (message: string) => void
}

/**
 * Wallet, network and token logos from `@web3icons/core` (its "branded" SVGs) and social brand
 * marks from `simple-icons` (drawn in the brand's colour), read from the installed packages on
 * first use and kept (at most 2,000). Wallets by catalogue id, networks by CAIP-2 id (`eip155:1`
 * or `eip155-1`; a local or test network shows the network it stands in for), tokens by symbol, socials by provider name.
 */
export function createLogoStore(options: LogoStoreOptions = {}): LogoStore {
  const maxBytes = options.maxBytes ?? MAX_LOGO_BYTES
  const require = createRequire(import.meta.url)
  // Neither package exports its package.json: found from files they do export.
  const web3icons = join(dirname(require.resolve('@web3icons/core')), 'svgs')
  const simpleIcons = dirname(require.resolve('simple-icons/icons/google.svg'))
  const simpleIconsData = require.resolve('simple-icons/icons.json')
  const cache = createTtlCache<Logo | null>({ ttlMs: Number.POSITIVE_INFINITY, maxEntries: 2_000 })
  let brandColours: Promise<Map<string, string>> | undefined

  const web3icon = async (folder: string, name: string): Promise<string | undefined> => {
    const file = join(web3icons, folder, 'branded', `${name}.svg.js`)
    if (!existsSync(file)) return undefined
    const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
    return typeof module.default === 'string' ? module.default : undefined
  }
  const social = async (slug: string): Promise<string | undefined> => {
    const file = join(simpleIcons, `${slug}.svg`)
    if (!existsSync(file)) return undefined
    brandColours ??= readFile(simpleIconsData, 'utf8').then(
      (text) => new Map((JSON.parse(text) as { slug?: string; title: string; hex: string }[]).map((icon) => [icon.slug ?? icon.title.toLowerCase(), icon.hex])),
    )
    const [svg, colours] = await Promise.all([readFile(file, 'utf8'), brandColours])
    const hex = colours.get(slug)
    return hex ? svg.replace('<svg ', `<svg fill="#${hex}" `) : svg
  }
  const source = (kind: LogoKind, id: string): Promise<string | undefined> => {
    if (kind === 'wallets') return web3icon('wallets', WALLET_LOGO_NAMES[id] ?? id)
    if (kind === 'tokens') return web3icon('tokens', id.toUpperCase())
    if (kind === 'networks') {
      const caip = id.replace(/^([a-z0-9]+)-/, '$1:')
      const name = NETWORK_LOGO_NAMES[STAND_IN_NETWORKS[caip] ?? caip]
      return name ? web3icon('networks', name) : Promise.resolve(undefined)
    }
    const slug = SOCIAL_LOGO_SLUGS[id]
    return slug ? social(slug) : Promise.resolve(undefined)
  }

  return {
    async get(kind, id) {
      const key = `${kind}/${id}`
      const cached = cache.get(key)
      if (cached !== undefined) return cached ?? undefined
      const svg = await source(kind, id)
      const body = svg === undefined ? undefined : Buffer.from(svg, 'utf8')
      if (body && body.length > maxBytes) options.log?.(`Kit API: logo ${key} is ${body.length} bytes, over the ${maxBytes} cap: not served`)
      const logo =
        body && body.length <= maxBytes
          ? { body, contentType: 'image/svg+xml' as const, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` }
          : null
      cache.set(key, logo)
      return logo ?? undefined
    },
  }
}
