import type { ApiClient } from './createApiClient.js'

/** What the Kit API has logos of: `GET /v1/images/{kind}/{id}`. */
export type LogoKind = 'wallets' | 'networks' | 'tokens' | 'socials'

/**
 * The URL of a logo on the Kit API: a wallet by catalogue id (`metamask`), a network by CAIP-2 id
 * (`eip155:1`, sent as `eip155-1` so the path needs no escaping), a token by symbol (`USDC`) or a
 * social sign-in provider (`google`). Public and cacheable: no project parameters. A logo the API
 * does not have answers 404, and the modal shows initials instead.
 */
export function getLogoUrl(client: Pick<ApiClient, 'baseUrl'>, { kind, id }: { kind: LogoKind; id: string }): string {
  const name = kind === 'networks' ? id.replace(':', '-') : id
  return `${client.baseUrl}/v1/images/${kind}/${encodeURIComponent(name)}`
}
