import type { Hono } from 'hono'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { readImportedWalletImage } from '../catalogue/readImportedWalletImage.js'
import { InputError, notFoundError } from '../http/apiError.js'
import { LOGO_KINDS, type LogoKind } from '../images/createLogoStore.js'

const LOGO_ID = /^[A-Za-z0-9._:-]{1,100}$/

/**
 * `GET /v1/images/{wallets|networks|tokens|socials}/{id}`: logos from maintained icon packages
 * (see createLogoStore) or, for an imported catalogue's wallet, its image fetched at import
 * time (PNG, JPEG, WebP, GIF or SVG), public (an `<img>` sends no project) and cacheable for a week with an
 * `ETag` (304 on `If-None-Match`). A bad id is a 400, a logo the packages do not have a JSON 404
 * (the kit then shows initials).
 */
export function logoRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  app.get('/v1/images/:kind/:id', async (c) => {
    const kind = c.req.param('kind') as LogoKind
    if (!LOGO_KINDS.includes(kind)) throw notFoundError()
    const id = c.req.param('id')
    if (!LOGO_ID.test(id)) throw new InputError('id', 'Expected 1-100 letters, digits or ._:-')
    // A wallet of an imported catalogue has the image fetched at import time.
    const logo = (await context.logos.get(kind, id)) ?? (kind === 'wallets' ? await readImportedWalletImage(context.db, id) : undefined)
    if (!logo) throw notFoundError()
    const headers = {
      'cache-control': 'public, max-age=604800, stale-while-revalidate=86400',
      etag: logo.etag,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    }
    if (c.req.header('if-none-match') === logo.etag) return c.body(null, 304, headers)
    return c.body(logo.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': logo.contentType, 'content-length': String(logo.body.length) })
  })
}
