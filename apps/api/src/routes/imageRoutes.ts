import type { Context, Hono } from 'hono'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { InputError, notFoundError } from '../http/apiError.js'
import type { ImageKind } from '../images/createImageStore.js'

const IMAGE_ID = /^[A-Za-z0-9_.-]{1,128}$/

/**
 * Images by id, public (no project needed: `<img>` tags cannot send one) and cacheable:
 * `GET /getWalletImage/{imageId}` (content-addressed: immutable for a year),
 * `GET /getAssetImage/{imageId}` (networks), `GET /public/getCurrencyImage/{code}`,
 * `GET /public/getTokenImage/{symbol}` (a day). Unknown ids answer a JSON 404.
 */
export function imageRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  const serve = (kind: ImageKind, param: string, maxAge: string) => (c: Context<ApiEnv>) => {
    const id = c.req.param(param) ?? ''
    if (!IMAGE_ID.test(id)) throw new InputError(param, 'Invalid image id')
    const image = context.images.get(kind, id)
    if (!image) throw notFoundError()
    const headers = {
      'cache-control': maxAge,
      etag: image.etag,
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    }
    if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers)
    return c.body(image.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'content-type': image.contentType })
  }
  app.get('/getWalletImage/:imageId', serve('wallets', 'imageId', 'public, max-age=31536000, immutable'))
  app.get('/getAssetImage/:imageId', serve('assets', 'imageId', 'public, max-age=86400'))
  app.get('/public/getCurrencyImage/:code', serve('currencies', 'code', 'public, max-age=86400'))
  app.get('/public/getTokenImage/:symbol', serve('tokens', 'symbol', 'public, max-age=86400'))
}
