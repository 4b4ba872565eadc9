import { z } from 'zod/mini'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const linkPair = z.object({ native: z.nullable(z.string()), universal: z.nullable(z.string()) })

export const apiWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: z.optional(z.nullable(z.string())),
  image_id: z.optional(z.nullable(z.string())),
  order: z.optional(z.number()),
  rdns: z.optional(z.nullable(z.string())),
  chains: z._default(z.array(z.string()), []),
  mobile: z.optional(linkPair),
  desktop: z.optional(linkPair),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  link_mode: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
  app_store: z.optional(z.nullable(z.string())),
  play_store: z.optional(z.nullable(z.string())),
  chrome_store: z.optional(z.nullable(z.string())),
  injected: z.optional(z.nullable(z.array(z.object({ namespace: z.string(), injected_id: z.string() })))),
  badge_type: z.optional(z.string()),
  supports_wc: z.optional(z.boolean()),
})

export const getWalletsResponseSchema = z.object({ count: z.int().check(z.nonnegative()), data: z.array(apiWalletSchema) })

/** A wallet of the catalogue (`GET /getWallets`). */
export type ApiWallet = z.output<typeof apiWalletSchema>

export type GetWalletsParameters = RequestOptions & {
  /** 1-based. Default 1. */
  page?: number | undefined
  /** 1-100. Default 40 (docs/rules/limits.md wallet page). */
  entries?: number | undefined
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  badgeType?: 'none' | 'certified' | undefined
  /** CAIP-2 ids. */
  chains?: readonly string[] | undefined
}

export type GetWalletsReturnType = z.output<typeof getWalletsResponseSchema>

/** `GET /getWallets`: one page of the wallet catalogue; `count` is the total after filtering. */
export function getWallets(client: ApiClient, parameters: GetWalletsParameters = {}): Promise<GetWalletsReturnType> {
  const { page = 1, entries = 40, search, include, exclude, badgeType, chains, signal } = parameters
  const url = apiUrl(client, '/getWallets', {
    page,
    entries,
    search: search?.trim(),
    include,
    exclude,
    badge_type: badgeType,
    chains,
  })
  return apiRequest(client, url, getWalletsResponseSchema, { signal })
}
