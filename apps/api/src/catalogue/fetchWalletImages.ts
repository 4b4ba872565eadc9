import { createHash } from 'node:crypto'
import { NotAWalletImageError, WalletImageHttpError, WalletImageTooLargeError } from './catalogueImageErrors.js'

/** Largest wallet image fetched (the Explorer's `lg` PNGs are well under it). */
export const MAX_WALLET_IMAGE_BYTES = 256 * 1024
const FETCH_TIMEOUT_MS = 10_000
const CONCURRENCY = 8

export interface WalletImage {
  readonly contentType: string
  readonly body: Uint8Array
  readonly etag: string
}

/** The image type from the bytes themselves (a server's Content-Type is not trusted): PNG, JPEG, WebP, GIF or SVG. */
export function sniffImageType(body: Uint8Array): string | undefined {
  const ascii = Buffer.from(body.subarray(0, 512)).toString('latin1')
  if (ascii.startsWith('\x89PNG\r\n\x1a\n')) return 'image/png'
  if (ascii.startsWith('\xff\xd8\xff')) return 'image/jpeg'
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'image/webp'
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'image/gif'
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(ascii)) return 'image/svg+xml'
  return undefined
}

/**
 * Fetches one wallet image (10 s, at most 256 KiB, the type read from the bytes). Rejects with
 * WalletImageHttpError, WalletImageTooLargeError or NotAWalletImageError, or fetch's own error
 * when the server cannot be reached or is too slow.
 */
export async function fetchWalletImage(url: string, fetchFn: typeof fetch = fetch): Promise<WalletImage> {
  const response = await fetchFn(url, { headers: { accept: 'image/*' }, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) })
  if (!response.ok) throw new WalletImageHttpError(response.status)
  if (Number(response.headers.get('content-length') ?? 0) > MAX_WALLET_IMAGE_BYTES) throw new WalletImageTooLargeError(MAX_WALLET_IMAGE_BYTES)
  const body = new Uint8Array(await response.arrayBuffer())
  if (body.length > MAX_WALLET_IMAGE_BYTES) throw new WalletImageTooLargeError(MAX_WALLET_IMAGE_BYTES)
  const contentType = sniffImageType(body)
  if (!contentType) throw new NotAWalletImageError()
  return { contentType, body, etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"` }
}

/**
 * Fetches each wallet's image (8 at a time, 10 s each, at most 256 KiB, the type read from the
 * bytes). A wallet whose image cannot be fetched keeps its entry; the failure is returned with
 * its reason (the kit shows the wallet's initials).
 */
export async function fetchWalletImages(
  urls: ReadonlyMap<string, string>,
  fetchFn: typeof fetch = fetch,
): Promise<{ images: Map<string, WalletImage>; failures: { walletId: string; reason: string }[] }> {
  const images = new Map<string, WalletImage>()
  const failures: { walletId: string; reason: string }[] = []
  const queue = [...urls]
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [walletId, url] = next
      try {
        images.set(walletId, await fetchWalletImage(url, fetchFn))
      } catch (error) {
        failures.push({ walletId, reason: error instanceof Error ? error.message : String(error) })
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return { images, failures }
}
