import { z } from 'zod'

const link = z.string().min(1).max(300).nullable()
const url = z.url().max(300).nullable()

/** A wallet as stored in `data/wallets.json` (WalletConnect-explorer-style fields). */
export const walletRecordSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,64}$/),
  name: z.string().min(1).max(100),
  /** Brand colour of the generated icon. */
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  /** Content hash of the icon: `GET /getWalletImage/{image_id}`. */
  image_id: z.string().regex(/^[a-f0-9]{16}$/),
  homepage: z.url(),
  rdns: z.string().max(100).nullable(),
  mobile: z.object({ native: link, universal: url }),
  desktop: z.object({ native: link, universal: url }),
  webapp_link: url,
  app_store: url,
  play_store: url,
  chrome_store: url,
  chains: z.array(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)).min(1),
  injected: z.array(z.object({ namespace: z.string(), injected_id: z.string() })).nullable(),
  badge_type: z.enum(['none', 'certified']),
  supports_wc: z.boolean(),
})

export type WalletRecord = z.output<typeof walletRecordSchema>

/** A wallet in `GET /getWallets`: AppKit's explorer fields plus the `mobile`/`desktop` link pairs. */
export const walletItemSchema = walletRecordSchema.omit({ color: true }).extend({
  /** A shipped icon's content hash, or an imported Explorer listing's image id. */
  image_id: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/),
  order: z.number().int(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  link_mode: z.string().nullable(),
})

export const getWalletsResponseSchema = z.object({ count: z.number().int().nonnegative(), data: z.array(walletItemSchema) })
export type GetWalletsResponse = z.input<typeof getWalletsResponseSchema>
export type WalletItem = z.input<typeof walletItemSchema>
