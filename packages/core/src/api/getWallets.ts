import { z } from 'zod'
import type { ApiClient } from './createApiClient.js'
import { apiRequest, apiUrl, type RequestOptions } from './request.js'

const linkPair = z.object({ native: z.string().nullable(), universal: z.string().nullable() })

export const apiWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  homepage: z.string().nullable().optional(),
  image_id: z.string().nullable().optional(),
  order: z.number().optional(),
  rdns: z.string().nullable().optional(),
  chains: z.array(z.string()).default([]),
  mobile: linkPair.optional(),
  desktop: linkPair.optional(),
  mobile_link: z.string().nullable().optional(),
  desktop_link: z.string().nullable().optional(),
  link_mode: z.string().nullable().optional(),
  webapp_link: z.string().nullable().optional(),
  app_store: z.string().nullable().optional(),
  play_store: z.string().nullable().optional(),
  chrome_store: z.string().nullable().optional(),
  injected: z.array(z.object({ namespace: z.string(), injected_id: z.string() })).nullable().optional(),
  badge_type: z.string().optional(),
  supports_wc: z.boolean().optional(),
})

export const getWalletsResponseSchema = z.object({ count: z.number().int().nonnegative(), data: z.array(apiWalletSchema) })

/** A wallet of the catalogue (`GET /getWallets`). */
export type ApiWallet = z.output<typeof apiWalletSchema>

export type GetWalletsParameters = RequestOptions & {
  /** 1-based. Default 1. */
  page?: number | undefined
  /** 1-100. Default 40 (SPEC section 9 wallet page). */
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
