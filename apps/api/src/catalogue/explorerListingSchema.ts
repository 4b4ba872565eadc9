import { z } from 'zod'

const link = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null))
const httpsUrl = z
  .string()
  .max(500)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || /^https?:\/\/[^\s]+$/.test(value), 'Expected an http(s) URL')

/**
 * One wallet of WalletConnect Explorer's listing (`GET /v3/wallets`: `{ listings: { [id]: entry },
 * count, total }`). Only the fields the catalogue serves are read; others (description,
 * versions, sdks, metadata, …) are ignored. Empty strings count as absent, as the Explorer
 * writes both.
 */
export const explorerWalletSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/, 'Expected 2-64 lower-case letters, digits or -'),
  name: z.string().trim().min(1).max(100),
  homepage: z.url().max(500),
  image_id: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/, 'Expected 1-128 letters, digits or ._-'),
  image_url: z.object({ sm: httpsUrl, md: httpsUrl, lg: httpsUrl }).partial().nullish(),
  chains: z
    .array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Expected CAIP-2 network ids'))
    .min(1, 'Expected at least one chain')
    .max(500),
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'Expected a reverse domain name such as io.metamask')
    .max(100)
    .nullish()
    .transform((value) => value ?? null),
  injected: z
    .array(z.object({ namespace: z.string().min(1).max(32), injected_id: z.string().min(1).max(100) }))
    .max(50)
    .nullish()
    .transform((value) => (value && value.length > 0 ? value : null)),
  mobile: z.object({ native: link, universal: httpsUrl }).nullish(),
  desktop: z.object({ native: link, universal: httpsUrl }).nullish(),
  app: z.object({ browser: httpsUrl, ios: httpsUrl, android: httpsUrl, chrome: httpsUrl }).partial().nullish(),
  badge_type: z.enum(['none', 'certified']).optional(),
})

export type ExplorerWallet = z.output<typeof explorerWalletSchema>

/** The listing's envelope: `listings` keyed by wallet id (as the Explorer answers), or an array of entries. */
export const explorerListingSchema = z.object({
  listings: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
})
