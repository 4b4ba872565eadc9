import type { Context } from 'hono'

/** Base URL for links in answers (icons): the configured public URL, else the request's origin. */
export function baseUrl(c: Context, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '')
  return new URL(c.req.url).origin
}
