import type { Context, Hono } from 'hono'
import type { ApiContext } from '../apiContext.js'
import type { ApiEnv } from '../apiEnv.js'
import { InputError, notFoundError } from '../http/apiError.js'
import type { ImageKind } from '../images/createImageStore.js'
import { legacyLogoId } from '../images/legacyLogoId.js'
import type { WalletItem } from '../wallets/walletSchemas.js'

const IMAGE_ID = /^[A-Za-z0-9_.-]{1,128}$/

/**
 * Images by id, public (no project needed: `<img>` tags cannot send one) and cacheable:
 * `GET /getWalletImage/{imageId}` (a year, immutable), `GET /getAssetImage/{imageId}` (networks),
 * `GET /public/getCurrencyImage/{code}`, `GET /public/getTokenImage/{symbol}` (a day).
 * Where `/v1/images` has the real logo (the wallet with that image id, the network, the token)
 * that is what they serve; otherwise the generated icon. Unknown ids answer a JSON 404.
 */
export function imageRoutes(app: Hono<ApiEnv>, context: ApiContext): void {
  // The image id → wallet id index of each catalogue served (a new import is a new array).
  const indexes = new WeakMap<readonly WalletItem[], ReadonlyMap<string, string>>()
  const walletIds = async () => {
    const wallets = await context.wallets.current()
    let index = indexes.get(wallets)
    if (!index) {
      index = new Map(wallets.map((wallet) => [wallet.image_id.toLowerCase(), wallet.id]))
      indexes.set(wallets, index)
    }
    return index
  }
  const find = async (kind: ImageKind, id: string) => {
    const logo = legacyLogoId(kind, id, kind === 'wallets' ? await walletIds() : new Map())
    return (logo && (await context.logos.get(logo.kind, logo.id))) ?? context.images.get(kind, id)
  }
  const serve = (kind: ImageKind, param: string, maxAge: string) => async (c: Context<ApiEnv>) => {
    const id = c.req.param(param) ?? ''
    if (!IMAGE_ID.test(id)) throw new InputError(param, 'Invalid image id')
    const image = await find(kind, id)
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
